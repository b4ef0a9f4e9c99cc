// The editor's toolbar: block style, marks, link, lists, quote, table (and its row/column actions while inside
// one), image, rule, undo/redo and the HTML source switch. Every button is named (aria-label) and explained (title).
import { Box, chakra, HStack, IconButton } from '@chakra-ui/react';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  CodeXml,
  Grid2x2X,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface RichTextToolbarProps {
  editor: Editor;
  source: boolean;
  onToggleSource(): void;
  onLink(): void;
  onImage?: () => void;
  disabled?: boolean;
}

const BLOCKS = ['paragraph', '2', '3', '4'] as const;

export function RichTextToolbar({ editor, source, onToggleSource, onLink, onImage, disabled }: RichTextToolbarProps) {
  const { t } = useTranslation('admin/common');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: ([2, 3, 4].find((level) => e.isActive('heading', { level })) ?? 'paragraph').toString(),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const off = disabled || source;
  const chain = () => editor.chain().focus();

  const button = (
    label: string,
    Icon: LucideIcon,
    run: () => void,
    options: { pressed?: boolean; enabled?: boolean; shortcut?: string } = {},
  ) => (
    <IconButton
      key={label}
      size="xs"
      variant={options.pressed ? 'solid' : 'ghost'}
      colorPalette={options.pressed ? 'brand' : 'gray'}
      aria-label={label}
      title={options.shortcut ? `${label} (${options.shortcut})` : label}
      aria-pressed={options.pressed === undefined ? undefined : options.pressed}
      disabled={off || options.enabled === false}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
  const divider = (key: string) => <Box key={key} aria-hidden="true" h="5" mx="0.5" borderStartWidth="1px" borderColor="gray.300" />;

  return (
    <HStack
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-orientation="horizontal"
      gap="0.5"
      wrap="wrap"
      px="1.5"
      py="1"
      borderBottomWidth="1px"
      borderColor="gray.200"
      bg="gray.50"
      borderTopRadius="md"
    >
      {/* A plain select: Chakra's NativeSelect would take the surrounding field's id, label and required mark. */}
      <chakra.select
        aria-label={t('editor.blockType')}
        title={t('editor.blockType')}
        value={state.block}
        disabled={off}
        h="7"
        ps="2"
        pe="1"
        fontSize="xs"
        bg="white"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="sm"
        cursor="pointer"
        _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
        focusRing="outside"
        onChange={(e) => {
          if (e.target.value === 'paragraph') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: Number(e.target.value) as 2 | 3 | 4 })
              .run();
        }}
      >
        {BLOCKS.map((block) => (
          <option key={block} value={block}>
            {t(block === 'paragraph' ? 'editor.paragraph' : `editor.heading${block}`)}
          </option>
        ))}
      </chakra.select>
      {divider('marks')}
      {button(t('editor.bold'), Bold, () => chain().toggleBold().run(), { pressed: state.bold, shortcut: 'Ctrl+B' })}
      {button(t('editor.italic'), Italic, () => chain().toggleItalic().run(), { pressed: state.italic, shortcut: 'Ctrl+I' })}
      {button(t('editor.link'), Link, onLink, { pressed: state.link, shortcut: 'Ctrl+K' })}
      {divider('blocks')}
      {button(t('editor.bulletList'), List, () => chain().toggleBulletList().run(), { pressed: state.bulletList })}
      {button(t('editor.orderedList'), ListOrdered, () => chain().toggleOrderedList().run(), { pressed: state.orderedList })}
      {button(t('editor.quote'), Quote, () => chain().toggleBlockquote().run(), { pressed: state.quote })}
      {button(t('editor.rule'), Minus, () => chain().setHorizontalRule().run())}
      {onImage ? button(t('editor.image'), Image, onImage) : null}
      {divider('table')}
      {button(t('editor.table'), Table, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), {
        enabled: !state.table,
      })}
      {state.table
        ? [
            button(t('editor.addRow'), BetweenHorizontalEnd, () => chain().addRowAfter().run()),
            button(t('editor.addColumn'), BetweenVerticalEnd, () => chain().addColumnAfter().run()),
            button(t('editor.deleteRow'), TableRowsSplit, () => chain().deleteRow().run()),
            button(t('editor.deleteColumn'), TableColumnsSplit, () => chain().deleteColumn().run()),
            button(t('editor.deleteTable'), Grid2x2X, () => chain().deleteTable().run()),
          ]
        : null}
      {divider('history')}
      {button(t('editor.undo'), Undo2, () => chain().undo().run(), { enabled: state.canUndo, shortcut: 'Ctrl+Z' })}
      {button(t('editor.redo'), Redo2, () => chain().redo().run(), { enabled: state.canRedo, shortcut: 'Ctrl+Shift+Z' })}
      <Box flex="1" />
      <IconButton
        size="xs"
        variant={source ? 'solid' : 'ghost'}
        colorPalette={source ? 'brand' : 'gray'}
        aria-label={t('editor.source')}
        title={t('editor.source')}
        aria-pressed={source}
        disabled={disabled}
        onClick={onToggleSource}
      >
        <CodeXml aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}
