import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../../../graphql/admin/graphql';

/** The states in the order a request goes through them. */
export const QUOTE_STATUSES: readonly QuoteStatus[] = ['NEW', 'IN_PROGRESS', 'QUOTED', 'WON', 'LOST'];

/** A new request stands out; an outcome recedes (won green, lost grey). */
const PALETTE: Record<QuoteStatus, string> = { NEW: 'blue', IN_PROGRESS: 'orange', QUOTED: 'purple', WON: 'green', LOST: 'gray' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('admin/quotes');
  return (
    <Badge
      colorPalette={PALETTE[status]}
      variant={status === 'NEW' ? 'solid' : 'subtle'}
      whiteSpace="nowrap"
      data-testid="quote-status"
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
