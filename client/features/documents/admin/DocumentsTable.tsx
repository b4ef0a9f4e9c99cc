import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import { paths } from '../../../config/paths';
import type { AdminDocumentRow_DocumentFragment } from '../../../graphql/graphql';
import { cut, formatDate } from '../../../lib/format';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';

export type DocumentRow = AdminDocumentRow_DocumentFragment;

export interface DocumentsTableProps {
  rows: readonly DocumentRow[] | undefined;
  loading?: boolean;
  error?: string | null;
  onDelete(row: DocumentRow): void;
  deletingId?: number | null;
}

function DownloadLink({ href, lang, name }: { href: string; lang: 'TR' | 'EN'; name: string }) {
  const { t } = useTranslation('adminDocument');
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <a href={href} download aria-label={t('list.downloadLabel', { name, lang })}><Download size={12} aria-hidden="true" />{lang}</a>
    </Button>
  );
}

/** /admin/documents: name (tr and en), description, created date, tr and en downloads, edit, delete (spec section 2). */
export function DocumentsTable({ rows, loading, error, onDelete, deletingId }: DocumentsTableProps) {
  const { t } = useTranslation('adminDocument');
  const columns: Column<DocumentRow>[] = [
    {
      key: 'name', header: t('list.columns.name'), minW: '56',
      cell: (doc) => (
        <Stack gap="0.5" whiteSpace="normal">
          <Text fontWeight="semibold" lang="tr">{doc.nameTr}</Text>
          {doc.nameEn ? <Text color="gray.600" lang="en">{doc.nameEn}</Text> : null}
          <EnglishBadges missing={doc.englishMissing} outdated={doc.englishOutdated} />
        </Stack>
      ),
    },
    { key: 'description', header: t('list.columns.description'), minW: '64', cell: (doc) => <Text color="gray.700" whiteSpace="normal">{cut(doc.descriptionTr)}</Text> },
    { key: 'createdAt', header: t('list.columns.createdAt'), cell: (doc) => <time dateTime={doc.createdAt}>{formatDate(doc.createdAt)}</time> },
    {
      key: 'downloads', header: t('list.columns.downloads'),
      cell: (doc) => (
        <HStack gap="1">
          <DownloadLink href={doc.downloadUrlTr} lang="TR" name={doc.nameTr} />
          {doc.downloadUrlEn ? <DownloadLink href={doc.downloadUrlEn} lang="EN" name={doc.nameTr} /> : null}
        </HStack>
      ),
    },
    {
      key: 'actions', header: t('list.columns.actions'), end: true,
      cell: (doc) => <RowActions name={doc.nameTr} edit={paths.adminDocument(doc.id)} onDelete={() => onDelete(doc)} deleting={deletingId === doc.id} />,
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(doc) => doc.id}
      loading={loading}
      loadingText={t('list.loading')}
      error={error}
      empty={{
        title: t('list.empty.title'),
        description: t('list.empty.description'),
        action: <Button asChild colorPalette="brand"><RouterLink to={paths.adminDocument()}>{t('list.empty.action')}</RouterLink></Button>,
      }}
    />
  );
}
