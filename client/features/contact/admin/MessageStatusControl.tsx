import { Button, Flex } from '@chakra-ui/react';
import { CheckCheck, Mail, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactMessageStatus } from '../../../graphql/admin/graphql';
import { MessageStatusBadge } from './MessageStatusBadge';
import { useMessageStatus } from './use-message-status';

const ACTIONS: ReadonlyArray<{ status: ContactMessageStatus; label: string; icon: typeof Mail }> = [
  { status: 'HANDLED', label: 'status.markHandled', icon: CheckCheck },
  { status: 'READ', label: 'status.markRead', icon: MailOpen },
  { status: 'NEW', label: 'status.markNew', icon: Mail },
];

/** The message's state and the ways out of it (the state it is in is no button). */
export function MessageStatusControl({ id, status }: { id: number; status: ContactMessageStatus }) {
  const { t } = useTranslation('admin/contact');
  const { setStatus, busy } = useMessageStatus();
  return (
    <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={t('status.label')}>
      <MessageStatusBadge status={status} />
      {ACTIONS.filter((a) => a.status !== status).map(({ status: next, label, icon: Icon }) => (
        <Button
          key={next}
          size="xs"
          variant={next === 'HANDLED' ? 'solid' : 'outline'}
          colorPalette={next === 'HANDLED' ? 'green' : 'gray'}
          disabled={busy}
          onClick={() => void setStatus(id, next)}
        >
          <Icon size={14} aria-hidden="true" />
          {t(label)}
        </Button>
      ))}
    </Flex>
  );
}
