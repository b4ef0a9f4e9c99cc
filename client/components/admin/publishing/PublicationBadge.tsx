// The publication state of a product or post in the admin: Taslak, Zamanlanmış (with its time), Yayında.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PublicationStatus } from '../../../graphql/admin/graphql';
import { formatZonedDateTime } from '../../../lib/format';

const PALETTE: Record<PublicationStatus, string> = { DRAFT: 'gray', SCHEDULED: 'orange', PUBLISHED: 'green' };

export function PublicationBadge({ status, publishedAt }: { status: PublicationStatus; publishedAt?: string | null }) {
  const { t } = useTranslation('admin/publishing');
  const text =
    status === 'SCHEDULED' && publishedAt ? t('status.scheduledFor', { time: formatZonedDateTime(publishedAt) }) : t(`status.${status}`);
  return (
    <Badge
      colorPalette={PALETTE[status]}
      variant={status === 'PUBLISHED' ? 'subtle' : 'solid'}
      whiteSpace="normal"
      data-testid="publication-status"
      data-status={status}
    >
      {text}
    </Badge>
  );
}
