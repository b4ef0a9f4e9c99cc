// How the editable area looks: close to the published page (client/components/RichText.tsx) but compact, with
// ProseMirror's own needs (kept white space, selected cells and nodes, the gap cursor).
import type { SystemStyleObject } from '@chakra-ui/react';

export const editorContentStyles: SystemStyleObject = {
  '& .ProseMirror': {
    minH: '18rem', px: '3', py: '2', outline: 'none', whiteSpace: 'pre-wrap', overflowWrap: 'break-word',
    fontSize: 'sm', lineHeight: '1.7', color: 'gray.800',
  },
  '& .ProseMirror > :first-child': { mt: '0' },
  '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'bold', color: 'brand.900', lineHeight: '1.3', mt: '5', mb: '2' },
  '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'semibold', color: 'brand.800', lineHeight: '1.4', mt: '4', mb: '2' },
  '& .ProseMirror h4': { fontSize: 'md', fontWeight: 'semibold', mt: '3', mb: '1' },
  '& .ProseMirror p': { my: '2' },
  '& .ProseMirror ul, & .ProseMirror ol': { ps: '6', my: '2' },
  '& .ProseMirror ul': { listStyleType: 'disc' },
  '& .ProseMirror ol': { listStyleType: 'decimal' },
  '& .ProseMirror li > p': { my: '0.5' },
  '& .ProseMirror strong': { fontWeight: 'bold' },
  '& .ProseMirror em': { fontStyle: 'italic' },
  '& .ProseMirror a': { color: 'brand.700', textDecoration: 'underline' },
  '& .ProseMirror blockquote': { borderStartWidth: '4px', borderColor: 'brand.300', ps: '3', my: '3', color: 'gray.600', fontStyle: 'italic' },
  '& .ProseMirror img': { maxW: 'full', h: 'auto', my: '2' },
  '& .ProseMirror img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'brand.500' },
  '& .ProseMirror hr': { my: '4', borderColor: 'gray.300' },
  '& .ProseMirror hr.ProseMirror-selectednode': { borderColor: 'brand.500' },
  '& .ProseMirror table': { borderCollapse: 'collapse', tableLayout: 'fixed', w: 'full', my: '3', overflow: 'hidden' },
  '& .ProseMirror th, & .ProseMirror td': {
    borderWidth: '1px', borderColor: 'gray.300', px: '2', py: '1', verticalAlign: 'top', position: 'relative', minW: '4rem',
  },
  '& .ProseMirror th': { bg: 'brand.50', fontWeight: 'semibold', textAlign: 'start' },
  '& .ProseMirror .selectedCell::after': {
    content: '""', position: 'absolute', inset: '0', bg: 'brand.200', opacity: '0.4', pointerEvents: 'none',
  },
  '& .ProseMirror .tableWrapper': { overflowX: 'auto' },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror-gapcursor::after': {
    content: '""', display: 'block', position: 'absolute', top: '-2px', w: '20px', borderTop: '1px solid black',
  },
};
