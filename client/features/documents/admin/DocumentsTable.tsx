import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecordLink, type Column } from '../../../components/admin/DataTable';
import { actionsColumn, createdAtColumn, RecordTable, type RecordTableProps } from '../../../components/admin/RecordTable';
import { publicationColumn } from '../../../components/admin/publishing/PublicationCell';
import { adminPaths } from '../../../config/admin-paths';
import type { AdminDocumentFieldsFragment } from '../../../graphql/admin/graphql';
import { cut } from '../../../lib/format';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';

export type DocumentRow = AdminDocumentFieldsFragment;

export type DocumentsTableProps = RecordTableProps<DocumentRow>;

function DownloadLink({ href, lang, name }: { href: string; lang: 'TR' | 'EN'; name: string }) {
  const { t } = useTranslation('admin/document');
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <a href={href} download aria-label={t('list.downloadLabel', { name, lang })}>
        <Download size={12} aria-hidden="true" />
        {lang}
      </a>
    </Button>
  );
}

/** /admin/documents: name (tr and en), description, created date, tr and en downloads, edit, delete. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { t } = useTranslation('admin/document');
  const { t: tp } = useTranslation('admin/publishing');
  const columns: Column<DocumentRow>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      minW: '56',
      sort: 'NAME',
      cell: (doc) => (
        <Stack gap="0.5" whiteSpace="normal">
          <Text fontWeight="semibold" lang="tr">
            <RecordLink to={adminPaths.adminDocument(doc.id)}>{doc.nameTr}</RecordLink>
          </Text>
          {doc.nameEn ? (
            <Text color="gray.600" lang="en">
              {doc.nameEn}
            </Text>
          ) : null}
          <EnglishBadges missing={doc.englishMissing} outdated={doc.englishOutdated} />
        </Stack>
      ),
    },
    {
      key: 'description',
      header: t('list.columns.description'),
      minW: '48',
      cell: (doc) => (
        <Text color="gray.700" whiteSpace="normal">
          {cut(doc.descriptionTr)}
        </Text>
      ),
    },
    publicationColumn('documents', tp('column'), (doc) => doc.nameTr),
    createdAtColumn('createdAt', t('list.columns.createdAt')),
    {
      key: 'downloads',
      header: t('list.columns.downloads'),
      cell: (doc) => (
        <HStack gap="1">
          <DownloadLink href={doc.downloadUrlTr} lang="TR" name={doc.nameTr} />
          {doc.downloadUrlEn ? <DownloadLink href={doc.downloadUrlEn} lang="EN" name={doc.nameTr} /> : null}
        </HStack>
      ),
    },
    actionsColumn(t('list.columns.actions'), props, (doc) => ({ name: doc.nameTr, edit: adminPaths.adminDocument(doc.id) })),
  ];
  return <RecordTable {...props} namespace="admin/document" addPath={adminPaths.adminDocument()} columns={columns} />;
}
