// The versions of one record, newest first: number (and whether a restore or a spreadsheet import made it), who saved
// it and how, when, which fields changed; a toggle to pick it for the comparison and, but for the current one,
// "Restore this version".
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import type { AdminContentRevisionsQuery } from '../../../graphql/admin/graphql';
import { fieldLabel } from './snapshot-rows';
import { siteTimeZone } from '../../../lib/site-time';
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

export function VersionTable(props: VersionTableProps) {
  const { rows, loading, error, currentId } = props;
  const { t } = useTranslation('admin/versions');
  const when = useDateTime();
  const columns: Column<VersionRow>[] = [
    { key: 'compare', header: t('list.columns.compare'), cell: (v) => <CompareButton row={v} {...props} /> },
    { key: 'version', header: t('list.columns.version'), minW: '36', cell: (v) => <VersionLabel row={v} current={v.id === currentId} /> },
    { key: 'who', header: t('list.columns.who'), minW: '32', cell: (v) => <Who row={v} /> },
    {
      key: 'when',
      header: `${t('list.columns.when')} (${siteTimeZone()})`,
      cell: (v) => <Text whiteSpace="nowrap">{when(v.createdAt)}</Text>,
    },
    { key: 'changes', header: t('list.columns.changes'), minW: '56', cell: (v) => <Changes row={v} /> },
    { key: 'actions', header: t('list.columns.actions'), end: true, cell: (v) => <RestoreButton row={v} {...props} /> },
  ];
  return (
    <>
      {/* A phone gets one card per version instead of a table to scroll sideways: the changes and restore stay in view. */}
      <Box display={{ base: 'none', md: 'block' }}>
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={rows}
          rowKey={(v) => v.id}
          loading={loading}
          loadingText={t('list.loading')}
          error={error}
          empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }}
        />
      </Box>
      <Box display={{ base: 'block', md: 'none' }}>
        {rows?.length ? (
          <Stack as="ol" gap="3" aria-label={t('list.caption')} listStyleType="none">
            {rows.map((v) => (
              <Stack
                as="li"
                key={v.id}
                gap="2"
                bg="white"
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                data-testid={`version-card-${v.number}`}
              >
                <Flex justify="space-between" align="flex-start" gap="2">
                  <VersionLabel row={v} current={v.id === currentId} />
                  <CompareButton row={v} {...props} />
                </Flex>
                <HStack gap="3" wrap="wrap" fontSize="sm">
                  <Who row={v} />
                  <Text color="gray.700">
                    {when(v.createdAt)} ({siteTimeZone()})
                  </Text>
                </HStack>
                <Changes row={v} />
                <Box>
                  <RestoreButton row={v} {...props} />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : (
          <DataTable
            caption={t('list.caption')}
            columns={[]}
            rows={rows}
            rowKey={(v) => v.id}
            loading={loading}
            loadingText={t('list.loading')}
            error={error}
            empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }}
          />
        )}
      </Box>
    </>
  );
}

type RowProps = VersionTableProps & { row: VersionRow };

function CompareButton({ row: v, selected, onToggle }: RowProps) {
  const { t } = useTranslation('admin/versions');
  const on = selected.includes(v.id);
  return (
    <Button
      size="xs"
      variant={on ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={on}
      data-testid={`compare-${v.number}`}
      aria-label={`${t(on ? 'list.selected' : 'list.select')}: ${t('list.number', { number: v.number })}`}
      onClick={() => onToggle(v)}
    >
      {on ? <Check size={14} aria-hidden="true" /> : null}
      {t(on ? 'list.selected' : 'list.select')}
    </Button>
  );
}

function VersionLabel({ row: v, current }: { row: VersionRow; current: boolean }) {
  const { t } = useTranslation('admin/versions');
  return (
    <Stack gap="1" whiteSpace="normal">
      <HStack gap="2">
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {t('list.number', { number: v.number })}
        </Text>
        {current ? (
          <Badge size="sm" colorPalette="green">
            {t('list.current')}
          </Badge>
        ) : null}
      </HStack>
      {v.restoredFrom ? (
        <Text fontSize="xs" color="gray.600">
          {t('list.restoredFrom', { number: v.restoredFrom })}
        </Text>
      ) : null}
      {v.imported ? (
        <Text fontSize="xs" color="gray.600" data-testid={`version-imported-${v.number}`}>
          {t('list.imported')}
        </Text>
      ) : null}
    </Stack>
  );
}

function Who({ row: v }: { row: VersionRow }) {
  const { t } = useTranslation('admin/versions');
  return (
    <Stack gap="0" whiteSpace="normal">
      <Text>{v.adminUsername ?? t('list.system')}</Text>
      {v.adminUsername || v.via !== 'system' ? (
        <Text fontSize="xs" color="gray.500">
          {t(`via.${v.via}`, { defaultValue: v.via })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Changes({ row: v }: { row: VersionRow }) {
  const { t } = useTranslation('admin/versions');
  if (v.number === 1) return <Text color="gray.600">{t('list.first')}</Text>;
  if (!v.changedFields.length) return <Text color="gray.600">{t('list.noChanges')}</Text>;
  const rest = v.changedFields.length - NAMED_FIELDS;
  return (
    <HStack gap="1" wrap="wrap">
      {v.changedFields.slice(0, NAMED_FIELDS).map((f) => (
        <Badge key={f} size="sm" variant="subtle" colorPalette="blue">
          {fieldLabel(t, f)}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge size="sm" variant="outline">
          +{rest}
        </Badge>
      ) : null}
    </HStack>
  );
}

function RestoreButton({ row: v, currentId, onRestore, restoringId }: RowProps) {
  const { t } = useTranslation('admin/versions');
  if (!onRestore || v.id === currentId) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onRestore(v)}
      loading={restoringId === v.id}
      disabled={restoringId !== null}
      aria-label={`${t('restore.button')}: ${t('list.number', { number: v.number })}`}
      data-testid={`restore-${v.number}`}
    >
      <RotateCcw size={14} aria-hidden="true" />
      {t('restore.button')}
    </Button>
  );
}
