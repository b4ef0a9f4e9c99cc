import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';

/** Reading styles for rich text (h2/h3, paragraphs, lists, tables, images) in theme tokens: the reset removed them. */
const proseStyles: SystemStyleObject = {
  color: 'gray.800',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.8',
  overflowWrap: 'break-word',
  '& > :first-child': { mt: '0' },
  '& h2': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'brand.900', lineHeight: '1.3', mt: '10', mb: '3' },
  '& h3': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', color: 'brand.800', lineHeight: '1.4', mt: '8', mb: '2' },
  '& h4': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& p': { my: '4' },
  '& ul, & ol': { ps: '6', my: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '2', ps: '1' },
  '& li::marker': { color: 'brand.500' },
  '& strong, & b': { fontWeight: 'semibold', color: 'gray.900' },
  '& a': { color: 'brand.600', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:hover': { color: 'brand.800' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'lg', my: '6' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.300', ps: '4', my: '6', color: 'gray.600', fontStyle: 'italic' },
  // Wide tables scroll inside the article instead of the page on phones.
  '& table': { display: 'block', maxW: 'full', overflowX: 'auto', borderCollapse: 'collapse', fontSize: 'md', my: '6' },
  '& th, & td': { borderWidth: '1px', borderColor: 'gray.200', px: '3', py: '2', textAlign: 'start', verticalAlign: 'top' },
  '& th': { bg: 'brand.50', color: 'brand.900', fontWeight: 'semibold' },
  '& tbody tr:nth-of-type(even)': { bg: 'gray.50' },
  '& hr': { my: '8', borderColor: 'gray.200' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'gray.100', px: '1', borderRadius: 'sm' },
};

export type ProseProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

/** HTML the server has already sanitized, with reading styles (RichText in ./rich-text.ts loads this apart). */
export function Prose({ html, ...props }: ProseProps) {
  return <Box css={proseStyles} {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
