// Actions on the selected rows of an admin list: one question naming how many ("3 ürün yayından kaldırılsın mı?"),
// one request (all of them or none), a toast with how many changed, then the list read again.
import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Eye, EyeOff, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './toaster';
import { useConfirm } from './use-confirm';

export type BulkAction = 'publish' | 'unpublish' | 'delete';
/** A bulk mutation: variables `{ ids }`, one field answering how many records changed. */
export type BulkMutation = DocumentNode;

/** The rows ticked on the page shown (`rowIds`): a new page, search or filter (`resetKey`) starts with none. */
export function useRowSelection(resetKey: string, rowIds: readonly number[] | undefined) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setTicked(new Set()), [resetKey]);
  const onChange = useCallback(
    (ids: number[], checked: boolean) =>
      setTicked((previous) => {
        const next = new Set(previous);
        for (const id of ids)
          if (checked) next.add(id);
          else next.delete(id);
        return next;
      }),
    [],
  );
  // A row deleted meanwhile (its own delete button) is no longer selected.
  const shown = new Set(rowIds ?? []);
  const selected: ReadonlySet<number> = new Set([...ticked].filter((id) => shown.has(id)));
  return { selected, onChange, clear: () => setTicked(new Set()) };
}

const ICONS = { publish: Eye, unpublish: EyeOff, delete: Trash2 };

export interface BulkBarProps {
  selected: ReadonlySet<number>;
  clear(): void;
  /** The actions this list offers, each its mutation (it answers how many records changed). */
  actions: Partial<Record<BulkAction, BulkMutation>>;
  /** The record's GraphQL type: deleted ones leave the browser's cache. */
  typename: string;
  /** The records' noun for a count, from the list's namespace ("ürün", "products"). */
  noun(count: number): string;
  /** Reads the list and its count again. */
  refresh(): Promise<unknown>;
}

export function BulkBar({ selected, clear, actions, typename, noun, refresh }: BulkBarProps) {
  const { t } = useTranslation('admin/lists');
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const client = useApolloClient();
  const count = selected.size;

  const perform = async (action: BulkAction) => {
    const ids = [...selected];
    const question = t(`bulk.confirm.${action}`, { count: ids.length, noun: noun(ids.length) });
    if (!(await confirm(question, t(`bulk.${action}`)))) return;
    setBusy(action);
    try {
      const result = await client.mutate({
        mutation: actions[action]!,
        variables: { ids },
        update(cache) {
          if (action !== 'delete') return;
          for (const id of ids) cache.evict({ id: cache.identify({ __typename: typename, id }) });
          cache.gc();
        },
      });
      const changed = Object.values((result.data ?? {}) as Record<string, unknown>).find((v): v is number => typeof v === 'number') ?? 0;
      notify.success(t(`bulk.done.${action}`, { count: changed, noun: noun(changed) }));
      clear();
      await refresh().catch(() => undefined);
    } catch {
      notify.error(t('bulk.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {count ? (
        <Flex
          role="region"
          aria-label={t('bulk.label')}
          data-testid="bulk-bar"
          mb="3"
          p="3"
          gap="3"
          align="center"
          justify="space-between"
          wrap="wrap"
          bg="brand.50"
          borderWidth="1px"
          borderColor="brand.200"
          borderRadius="lg"
        >
          <Text fontWeight="medium" aria-live="polite">
            {t('bulk.selected', { count })}
          </Text>
          <HStack gap="2" wrap="wrap">
            {(['publish', 'unpublish', 'delete'] as const)
              .filter((a) => actions[a])
              .map((action) => {
                const Icon = ICONS[action];
                return (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'delete' ? 'solid' : 'outline'}
                    colorPalette={action === 'delete' ? 'red' : 'brand'}
                    bg={action === 'delete' ? undefined : 'white'}
                    loading={busy === action}
                    disabled={!!busy}
                    onClick={() => void perform(action)}
                  >
                    <Icon size={16} aria-hidden="true" />
                    {t(`bulk.${action}`)}
                  </Button>
                );
              })}
            <Button size="sm" variant="ghost" onClick={clear} disabled={!!busy}>
              <X size={16} aria-hidden="true" />
              {t('bulk.clear')}
            </Button>
          </HStack>
        </Flex>
      ) : null}
      {dialog}
    </>
  );
}
