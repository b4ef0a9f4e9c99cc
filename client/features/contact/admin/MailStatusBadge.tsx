import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The server's delivery states (ContactMessage.mailStatus) and their colours; the words are the CSV export's own. */
const PALETTE: Record<string, string> = { pending: 'yellow', sent: 'green', failed: 'red', not_configured: 'gray' };

export function MailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin/contact');
  const known = status in PALETTE;
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" whiteSpace="nowrap" data-testid="mail-status" data-status={status}>
      {known ? t(`csv.mailStatuses.${status}`) : status}
    </Badge>
  );
}
