// Asks a link's address (toolbar button or Ctrl/Cmd+K): applied to the selection, removed when left empty.
import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeHref, normalizeHref } from './rich-text-extensions';

export interface RichTextLinkDialogProps {
  open: boolean;
  /** The link under the cursor, or '' for a new one. */
  href: string;
  /** The address to apply; '' removes the link. */
  onApply(href: string): void;
  onClose(): void;
}

export function RichTextLinkDialog({ open, href, onApply, onClose }: RichTextLinkDialogProps) {
  const { t } = useTranslation('admin/common');
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) {
      setValue(href);
      setInvalid(false);
    }
  }, [open, href]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React still bubbles its submit to the page's own form.
    event.stopPropagation();
    const address = normalizeHref(value);
    if (address && !isSafeHref(address)) return setInvalid(true);
    onApply(address);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      initialFocusEl={() => inputRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('editor.linkTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={invalid}>
                  <Field.Label>{t('editor.linkUrl')}</Field.Label>
                  <Input
                    ref={inputRef}
                    type="url"
                    inputMode="url"
                    value={value}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="https://"
                    onChange={(e) => {
                      setValue(e.target.value);
                      setInvalid(false);
                    }}
                  />
                  {invalid ? (
                    <Field.ErrorText>{t('editor.linkInvalid')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('editor.linkHint')}</Field.HelperText>
                  )}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {href ? (
                  <Button variant="ghost" colorPalette="red" onClick={() => onApply('')}>
                    {t('editor.removeLink')}
                  </Button>
                ) : null}
                <Button variant="outline" onClick={onClose}>
                  {t('editor.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand">
                  {t('editor.apply')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
