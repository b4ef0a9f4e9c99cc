// The selected image's alternative text, edited in place: a small field under the toolbar while an image in the
// editor is selected (clicked, or reached with the arrow keys), in the language of the text being edited.
import { Field, Input } from '@chakra-ui/react';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

export function RichTextImageAlt({ editor, lang, disabled }: { editor: Editor; lang?: string; disabled?: boolean }) {
  const { t } = useTranslation('admin/common');
  const image = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { selection } = e.state;
      return selection instanceof NodeSelection && selection.node.type.name === 'image'
        ? { pos: selection.from, alt: String(selection.node.attrs.alt ?? '') }
        : null;
    },
  });
  if (!image) return null;
  // An attribute step: the image stays selected (and this field shown) while the text is typed.
  const change = (alt: string) => editor.view.dispatch(editor.state.tr.setNodeAttribute(image.pos, 'alt', alt));
  return (
    <Field.Root px="2" py="1.5" borderBottomWidth="1px" borderColor="gray.200" bg="brand.50" disabled={disabled}>
      <Field.Label fontSize="xs">{t('editor.imageAlt', { lang: (lang ?? 'tr').toUpperCase() })}</Field.Label>
      <Input
        size="sm"
        bg="white"
        value={image.alt}
        lang={lang}
        data-testid="editor-image-alt"
        onChange={(e) => change(e.target.value)}
        // Back to the text, the image still selected: Enter and Escape end the field's editing.
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== 'Escape') return;
          e.preventDefault();
          editor.commands.focus();
        }}
      />
      <Field.HelperText fontSize="xs">{t('editor.imageAltHint')}</Field.HelperText>
    </Field.Root>
  );
}
