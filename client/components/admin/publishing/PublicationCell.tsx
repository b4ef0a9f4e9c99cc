import { Link, Stack } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, type PreviewKind } from '../../../config/paths';
import type { PublicationStatus } from '../../../graphql/admin/graphql';
import { PublicationBadge } from './PublicationBadge';

/** An admin list's state column: the badge, and for what visitors cannot see yet, its preview. */
export function PublicationCell({
  kind,
  id,
  name,
  status,
  publishedAt,
}: {
  kind: PreviewKind;
  id: number;
  name: string;
  status: PublicationStatus;
  publishedAt?: string | null;
}) {
  const { t } = useTranslation('admin/publishing');
  return (
    <Stack gap="1" align="flex-start" minW="24">
      <PublicationBadge status={status} publishedAt={publishedAt} />
      {status !== 'PUBLISHED' ? (
        <Link asChild fontSize="sm" color="brand.700" aria-label={t('previewOf', { name })}>
          <RouterLink to={paths.adminPreview(kind, id)}>
            <Eye size={14} aria-hidden="true" />
            {t('preview')}
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
