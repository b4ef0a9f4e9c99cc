// The versions of one record, newest first: number, who saved it and how, when, which fields changed; a toggle to
// pick it for the comparison and, but for the current one, "Restore this version".
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import type { AdminContentRevisionsQuery } from '../../../graphql/admin/graphql';
import { fieldLabel } from './snapshot-rows';
import { useDateTime } from './use-date-time';

export type VersionRow = AdminContentRevisionsQuery['contentRevisions'][number];

/** Changed fields named in full up to this many; the rest as "+n". */
const NAMED_FIELDS = 6;

export interface VersionTableProps {
  rows: readonly VersionRow[] | undefined;
  loading: boolean;
  error: string | null;
  /** The newest version's id: it is the current content (no restore). */
  currentId: number | undefined;
  selected: readonly number[];
  onToggle(row: VersionRow): void;
  /** Absent when the record cannot be restored (deleted). */
  onRestore?(row: VersionRow): void;
  restoringId: number | null;
}

export function VersionTable({ rows, loading, error, currentId, selected, onToggle, onRestore, restoringId }: VersionTableProps) {
  const { t } = useTranslation('adminVersions');
  const when = useDateTime();
  const columns: Column<VersionRow>[] = [
    {
      key: 'compare', header: t('list.columns.compare'),
      cell: (v) => {
        const on = selected.includes(v.id);
        return (
          <Button size="xs" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on} data-testid={`compare-${v.number}`}
            aria-label={`${t('list.select')}: ${t('list.number', { number: v.number })}`} onClick={() => onToggle(v)}>
            {on ? <Check size={14} aria-hidden="true" /> : null}{t(on ? 'list.selected' : 'list.select')}
          </Button>
        );
      },
    },
    {
      key: 'version', header: t('list.columns.version'), minW: '32',
      cell: (v) => (
        <Stack gap="1" whiteSpace="normal">
          <HStack gap="2">
            <Text fontWeight="semibold">{t('list.number', { number: v.number })}</Text>
            {v.id === currentId ? <Badge size="sm" colorPalette="green">{t('list.current')}</Badge> : null}
          </HStack>
          {v.restoredFrom ? <Text fontSize="xs" color="gray.600">{t('list.restoredFrom', { number: v.restoredFrom })}</Text> : null}
        </Stack>
      ),
    },
    {
      key: 'who', header: t('list.columns.who'), minW: '32',
      cell: (v) => (
        <Stack gap="0" whiteSpace="normal">
          <Text>{v.adminUsername ?? t('list.system')}</Text>
          <Text fontSize="xs" color="gray.500">{t(`via.${v.via}`, { defaultValue: v.via })}</Text>
        </Stack>
      ),
    },
    { key: 'when', header: t('list.columns.when'), cell: (v) => <Text whiteSpace="nowrap">{when(v.createdAt)}</Text> },
    {
      key: 'changes', header: t('list.columns.changes'), minW: '56',
      cell: (v) => {
        if (v.number === 1) return <Text color="gray.600">{t('list.first')}</Text>;
        if (!v.changedFields.length) return <Text color="gray.600">{t('list.noChanges')}</Text>;
        const rest = v.changedFields.length - NAMED_FIELDS;
        return (
          <HStack gap="1" wrap="wrap">
            {v.changedFields.slice(0, NAMED_FIELDS).map((f) => <Badge key={f} size="sm" variant="subtle" colorPalette="blue">{fieldLabel(t, f)}</Badge>)}
            {rest > 0 ? <Badge size="sm" variant="outline">+{rest}</Badge> : null}
          </HStack>
        );
      },
    },
    {
      key: 'actions', header: t('list.columns.actions'), end: true,
      cell: (v) => (onRestore && v.id !== currentId ? (
        <Button size="xs" variant="outline" onClick={() => onRestore(v)} loading={restoringId === v.id} disabled={restoringId !== null}
          aria-label={`${t('restore.button')}: ${t('list.number', { number: v.number })}`} data-testid={`restore-${v.number}`}>
          <RotateCcw size={14} aria-hidden="true" />{t('restore.button')}
        </Button>
      ) : null),
    },
  ];
  return (
    <DataTable caption={t('list.caption')} columns={columns} rows={rows} rowKey={(v) => v.id} loading={loading}
      loadingText={t('list.loading')} error={error} empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }} />
  );
}
