import { Box, type BoxProps } from '@chakra-ui/react';

// The reset removes list markers and margins; rich text from the editor needs them back.
const prose = {
  color: 'gray.700',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.8',
  '& > * + *': { mt: '4' },
  '& h2, & h3, & h4': { color: 'gray.900', fontWeight: 'semibold', lineHeight: 'short', mt: '8' },
  '& h2': { fontSize: '2xl' },
  '& h3': { fontSize: 'xl' },
  '& h4': { fontSize: 'lg' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1.5' },
  '& li::marker': { color: 'brand.500' },
  '& strong, & b': { color: 'gray.900', fontWeight: 'semibold' },
  '& a': { color: 'brand.600', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:hover': { color: 'brand.800' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.200', ps: '4', color: 'gray.600', fontStyle: 'italic' },
  '& img': { maxW: 'full', h: 'auto', rounded: 'lg' },
  '& table': { w: 'full', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'gray.200', px: '3', py: '2', textAlign: 'start' },
} as const;

/** HTML the server has already sanitized, with typographic styles. */
export function RichText({ html, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  return <Box css={prose} overflowWrap="anywhere" {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
