// The browser's own form controls styled like the site's fields: Chakra's field, input and select recipes would weigh
// on the start of the pages that hold them (the quote page), for what the browser draws already.

/** Style props for an <input>, <select> or <textarea> (through Box asChild); `invalid` borders it red. */
export const nativeControl = (invalid = false) =>
  ({
    w: 'full',
    minH: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: invalid ? 'red.600' : 'gray.300',
    rounded: 'md',
    bg: 'white',
    fontSize: 'md',
    fontWeight: 'normal',
    focusRing: 'outside',
  }) as const;
