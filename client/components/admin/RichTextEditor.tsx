// A visual editor for the rich texts (blog content, product long descriptions) that still reads and writes HTML:
// the form keeps sending HTML strings and the server's sanitizer stays the gate. Experts can switch to the HTML
// source; both views edit the same value. Its label is named by id (`labelledBy`), as it is no form control.
import { Box, Textarea } from '@chakra-ui/react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { linkAttributes, richTextExtensions } from './rich-text-extensions';
import { cleanPastedHtml, stripEventHandlers } from './rich-text-paste';
import { editorContentStyles } from './rich-text-styles';
import { RichTextImageAlt } from './RichTextImageAlt';
import { RichTextLinkDialog } from './RichTextLinkDialog';
import { RichTextToolbar } from './RichTextToolbar';

export interface PickedImage {
  src: string;
  alt: string;
}

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  /** The form field it stands for: forms focus the first wrong field by `[data-field]`. */
  name?: string;
  /** Id of the element naming it (the field's label). */
  labelledBy?: string;
  lang?: string;
  invalid?: boolean;
  disabled?: boolean;
  /**
   * Chooses an image to insert (the media library's picker), with its alternative text in this editor's language;
   * without it there is no image button. The text can be changed in place once inserted (RichTextImageAlt).
   */
  onPickImage?: (lang?: string) => Promise<PickedImage | null>;
}

/** The HTML to store: none for an empty editor, and without the empty paragraph kept after a last table or list. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

/** One top-level block a line in the source view: readable, and the same document once parsed. */
function formatSource(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes, (node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? ''))).join(
    '\n',
  );
}

export function RichTextEditor({ value, onChange, name, labelledBy, lang, invalid, disabled, onPickImage }: RichTextEditorProps) {
  const labelId = labelledBy;
  const isInvalid = !!invalid;
  const [source, setSource] = useState(false);
  const [sourceText, setSourceText] = useState('');
  // The dialog's address, and the text it links: kept as the dialog opens (the editor may lose its selection meanwhile).
  const [link, setLink] = useState<{ href: string; from: number; to: number } | null>(null);
  // The last HTML this editor reported (or was given): a different `value` comes from outside (a restored draft).
  const emitted = useRef(value);
  // What it reported that has not come back as `value` yet: while typing fast, the form may render with one of them
  // after a newer one left (an echo of its own, not a change from outside, which would undo the last keystrokes).
  const pending = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef(() => {});
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const extensions = useMemo(richTextExtensions, []);

  const editor = useEditor({
    extensions,
    content: stripEventHandlers(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          // After the browser's pending selection change (Shift+Home just before, say) has reached the editor.
          setTimeout(() => openLinkRef.current(), 0);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      pending.current = [...pending.current.slice(-49), html];
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor) return;
    if (value === emitted.current) {
      pending.current = [];
      return;
    }
    if (pending.current.includes(value)) return;
    emitted.current = value;
    editor.commands.setContent(stripEventHandlers(value), { emitUpdate: false });
    if (source) setSourceText(value);
  }, [editor, value, source]);

  useEffect(() => {
    // Without emitting: switching to read-only while saving is no edit.
    if (editor && editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  if (!editor) return null;

  openLinkRef.current = () => {
    const { from, to } = editor.state.selection;
    if (!disabled) setLink({ href: (editor.getAttributes('link').href as string | undefined) ?? '', from, to });
  };

  const applyLink = (href: string) => {
    const range = link;
    setLink(null);
    const size = editor.state.doc.content.size;
    const within = (n: number) => Math.max(0, Math.min(n, size));
    const chain = editor.chain().focus();
    if (range) chain.setTextSelection({ from: within(range.from), to: within(range.to) });
    chain.extendMarkRange('link');
    if (!href) {
      chain.unsetLink().run();
      return;
    }
    const attrs = linkAttributes(href);
    const empty = range ? range.from === range.to : editor.state.selection.empty;
    if (empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
    } else {
      // The caret after the linked text, as editors leave it: typing or pasting next does not replace the link.
      chain.setLink(attrs);
      if (range) chain.setTextSelection(within(range.to));
      chain.run();
    }
  };

  const pickImage = onPickImage
    ? async () => {
        const picked = await onPickImage(lang);
        if (!picked) return;
        const from = editor.state.selection.from;
        editor.chain().focus().setImage({ src: picked.src, alt: picked.alt }).run();
        // The new image selected: its alternative text shows at once, to be read and changed in place (RichTextImageAlt).
        let inserted = -1;
        editor.state.doc.descendants((node, pos) => {
          if (
            node.type.name === 'image' &&
            node.attrs.src === picked.src &&
            (inserted < 0 || Math.abs(pos - from) < Math.abs(inserted - from))
          )
            inserted = pos;
        });
        if (inserted >= 0) editor.commands.setNodeSelection(inserted);
      }
    : undefined;

  const toggleSource = () => {
    if (!source) setSourceText(formatSource(htmlOf(editor)));
    setSource(!source);
    requestAnimationFrame(() => (source ? editor.commands.focus() : textareaRef.current?.focus()));
  };

  const editSource = (html: string) => {
    setSourceText(html);
    emitted.current = html;
    // The value is what was typed (the server's sanitizer judges it); the editor shows it without handlers.
    editor.commands.setContent(stripEventHandlers(html), { emitUpdate: false });
    onChange(html);
  };

  // Focusing the field (a form pointing at its first error) focuses whichever view is shown.
  const focusView = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (source) textareaRef.current?.focus();
    else editor.commands.focus();
  };

  return (
    <Box
      data-field={name}
      tabIndex={-1}
      onFocus={focusView}
      w="full"
      minW="0"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      borderColor={isInvalid ? 'border.error' : 'gray.300'}
      outline="none"
      css={editorContentStyles}
      _focusWithin={{ borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' }}
      data-testid={name ? `editor-${name}` : undefined}
    >
      <RichTextToolbar
        editor={editor}
        source={source}
        onToggleSource={toggleSource}
        disabled={disabled}
        onLink={() => openLinkRef.current()}
        onImage={pickImage}
      />
      {source ? (
        <Textarea
          ref={textareaRef}
          aria-labelledby={labelId}
          value={sourceText}
          onChange={(e) => editSource(e.target.value)}
          disabled={disabled}
          rows={14}
          fontFamily="mono"
          fontSize="xs"
          border="none"
          borderRadius="0"
          borderBottomRadius="md"
          spellCheck={false}
          autoCapitalize="none"
          focusRing="none"
          data-testid={name ? `source-${name}` : undefined}
        />
      ) : null}
      <Box hidden={source}>
        <RichTextImageAlt editor={editor} lang={lang} disabled={disabled} />
        <EditorContent editor={editor} />
      </Box>
      <RichTextLinkDialog
        open={!!link}
        href={link?.href ?? ''}
        onApply={applyLink}
        onClose={() => {
          setLink(null);
          editor.commands.focus();
        }}
      />
    </Box>
  );
}
