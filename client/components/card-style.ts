/** The site's clickable cards (blog posts, documents, applications, products): white, rounded, lifting on hover. */
export const liftingCard = {
  h: 'full',
  overflow: 'hidden',
  borderRadius: 'xl',
  borderColor: 'gray.200',
  bg: 'white',
  shadow: 'sm',
  transition: 'box-shadow 0.2s, transform 0.2s',
  _hover: { shadow: 'lg', transform: 'translateY(-4px)' },
  _focusWithin: { shadow: 'lg' },
} as const;
