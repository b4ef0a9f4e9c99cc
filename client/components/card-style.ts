/** The heading level of a card's title, under the heading of the list it is in. */
export type HeadingLevel = 'h2' | 'h3' | 'h4';

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

/**
 * The sizes attribute of a card's image, in the card grids (1, 2 then 3 columns) and carousels (1, 2 then 3 slides)
 * of the 7xl container: what the browser picks the image copy by.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, calc(100vw - 2rem)';
