import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContactMessageStatus } from '../../../graphql/admin/graphql';

/** A new message stands out; a handled one recedes. */
const PALETTE: Record<ContactMessageStatus, string> = { NEW: 'blue', READ: 'gray', HANDLED: 'green' };

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation('admin/contact');
  return (
    <Badge
      colorPalette={PALETTE[status]}
      variant={status === 'NEW' ? 'solid' : 'subtle'}
      whiteSpace="nowrap"
      data-testid="message-status"
      data-status={status}
    >
      {t(`statuses.${status.toLowerCase()}`)}
    </Badge>
  );
}
