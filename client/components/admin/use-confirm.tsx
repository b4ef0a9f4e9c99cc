// A confirm dialog instead of window.confirm: `const { confirm, dialog } = useConfirm()`, render `dialog`,
// then `if (await confirm(text)) …`; `subject` names the record the question is about.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Pending {
  message: string;
  confirmLabel?: string;
  subject?: string;
  resolve(answer: boolean): void;
}

export function useConfirm(): { confirm(message: string, confirmLabel?: string, subject?: string): Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation('admin/common');
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback(
    (message: string, confirmLabel?: string, subject?: string) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, confirmLabel, subject, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  const dialog = (
    <Dialog.Root
      open={!!pending}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) answer(false);
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* Which record: several rows can look alike, and a delete cannot be undone. */}
              {pending?.subject ? (
                <Text fontWeight="semibold" mb="2" data-testid="confirm-subject">
                  {pending.subject}
                </Text>
              ) : null}
              <Text>{pending?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={() => answer(false)}>
                {t('confirm.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => answer(true)}>
                {pending?.confirmLabel ?? t('confirm.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { confirm, dialog };
}
