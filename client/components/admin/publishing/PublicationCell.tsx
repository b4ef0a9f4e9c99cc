import { Link, Stack } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import type { PublicationStatus } from '../../../graphql/admin/graphql';
import type { Column } from '../DataTable';
import { PublicationBadge } from './PublicationBadge';
import { PUBLISH_KINDS, type PublishKind } from './publish-kinds';

/** An admin list's state column: the badge, and for what visitors cannot see yet, its preview (when it has a page). */
export function PublicationCell({
  kind,
  id,
  name,
  status,
  publishedAt,
}: {
  kind: PublishKind;
  id: number;
  name: string;
  status: PublicationStatus;
  publishedAt?: string | null;
}) {
  const { t } = useTranslation('admin/publishing');
  const preview = PUBLISH_KINDS[kind].preview;
  return (
    <Stack gap="1" align="flex-start" minW="24">
      <PublicationBadge status={status} publishedAt={publishedAt} />
      {status !== 'PUBLISHED' && preview ? (
        <Link asChild fontSize="sm" color="brand.700" aria-label={t('previewOf', { name })}>
          <RouterLink to={adminPaths.adminPreview(preview, id)}>
            <Eye size={14} aria-hidden="true" />
            {t('preview')}
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

/** The state column of a list of `kind`, sorted by the lists' STATUS. */
export function publicationColumn<Row extends { id: number; status: PublicationStatus; publishedAt?: string | null }>(
  kind: PublishKind,
  header: string,
  nameOf: (row: Row) => string,
): Column<Row> {
  return {
    key: 'status',
    header,
    sort: 'STATUS',
    cell: (row) => <PublicationCell kind={kind} id={row.id} name={nameOf(row)} status={row.status} publishedAt={row.publishedAt} />,
  };
}
