import { Alert, Box, Button, Center, Grid, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Reply } from 'lucide-react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatZonedDateTime } from '../../../lib/format';
import { MailStatusBadge } from './MailStatusBadge';
import { MessageStatusControl } from './MessageStatusControl';
import { useContactMessage } from './use-contact-message';
import { useMessageStatus } from './use-message-status';

/** One received message, whole: who sent it, when, whether it was mailed on, and what it says. */
export default function MessagePage() {
  const { t } = useTranslation('admin/contact');
  const errors = useAdminErrors('admin/contact:message');
  const { id } = useParams();
  const result = useContactMessage(Number(id));
  const { setStatus } = useMessageStatus();
  // Opening a new message reads it, once: marked unread again afterwards, it stays so.
  const opened = useRef(new Set<number>());
  const message = result.status === 'found' ? result.message : null;
  useEffect(() => {
    if (!message || opened.current.has(message.id)) return;
    opened.current.add(message.id);
    if (message.status === 'NEW') void setStatus(message.id, 'READ', { quiet: true });
  }, [message, setStatus]);

  return (
    <AdminPage title={t('detail.title')} back={adminPaths.adminMessages()}>
      {result.status === 'loading' ? (
        <Center py="16" flexDirection="column" gap="3" role="status">
          <Spinner size="lg" color="brand.500" />
          <Text color="gray.600">{t('detail.loading')}</Text>
        </Center>
      ) : result.status === 'error' || result.status === 'notFound' ? (
        <Alert.Root status={result.status === 'error' ? 'error' : 'warning'} role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{result.status === 'error' ? errors.describe(result.error, 'load').text : t('detail.notFound')}</Alert.Title>
          </Alert.Content>
          {result.status === 'error' ? (
            <Button size="sm" variant="outline" onClick={result.retry}>
              {t('detail.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : (
        <Stack gap="5" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="contact-message">
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
            {(
              [
                ['status', <MessageStatusControl id={result.message.id} status={result.message.status} />],
                ['name', result.message.name],
                [
                  'email',
                  <Link href={`mailto:${result.message.email}`} color="brand.700" wordBreak="break-all">
                    {result.message.email}
                  </Link>,
                ],
                ...(result.message.phone ? [['phone', result.message.phone] as [string, string]] : []),
                ['sourcePage', <SourcePage page={result.message.sourcePage} />],
                ['date', formatZonedDateTime(result.message.createdAt)],
                ['consent', result.message.consentAt ? formatZonedDateTime(result.message.consentAt) : t('detail.noConsent')],
                ['mailStatus', <MailStatusBadge status={result.message.mailStatus} />],
                ...deliveryRows(result.message),
              ] as Array<[string, ReactNode]>
            ).map(([key, value]) => (
              <Fragment key={key}>
                <Box as="dt" color="gray.600" fontSize="sm" pt={{ sm: '0.5' }} mt={{ base: '2', sm: '0' }}>
                  {t(`detail.${key}`)}
                </Box>
                <Box as="dd" wordBreak="break-word">
                  {value}
                </Box>
              </Fragment>
            ))}
          </Grid>
          <Box as="section" aria-labelledby="message-body">
            <Text as="h2" id="message-body" fontWeight="semibold" mb="2">
              {t('detail.subject')}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" bg="gray.50" borderRadius="md" p="4" data-testid="message-subject">
              {result.message.subject}
            </Text>
          </Box>
          <Box>
            <Button asChild size="sm" colorPalette="brand">
              <a
                href={`mailto:${result.message.email}?${new URLSearchParams({ subject: t('detail.replySubject') }).toString().replace(/\+/g, '%20')}`}
              >
                <Reply size={16} aria-hidden="true" />
                {t('detail.reply')}
              </a>
            </Button>
          </Box>
        </Stack>
      )}
    </AdminPage>
  );
}

/** The page the message was sent from: a path of this site (opened in a new tab, out of the admin), or another site's. */
function SourcePage({ page }: { page: string | null | undefined }) {
  const { t } = useTranslation('admin/contact');
  if (!page)
    return (
      <Text as="span" color="gray.600">
        {t('detail.sourceUnknown')}
      </Text>
    );
  const external = !page.startsWith('/');
  return (
    <>
      <Link href={page} target="_blank" rel="noopener noreferrer" color="brand.700" wordBreak="break-all" data-testid="message-source">
        {page}
      </Link>
      {external ? (
        <Text as="span" color="gray.600" fontSize="sm">
          {' '}
          ({t('detail.sourceExternal')})
        </Text>
      ) : null}
    </>
  );
}

type Delivery = {
  mailStatus: string;
  mailAttempts: number;
  mailNextAttemptAt?: string | null;
  mailedAt?: string | null;
  mailError?: string | null;
};

/** The outbox's account of the mail: attempts, when it went or will be tried again, and why it has not gone. */
function deliveryRows(m: Delivery): Array<[string, string]> {
  if (m.mailStatus === 'not_configured') return [];
  return [
    ['attempts', String(m.mailAttempts)],
    ...(m.mailedAt ? [['mailedAt', formatZonedDateTime(m.mailedAt)] as [string, string]] : []),
    ...(m.mailStatus === 'pending' && m.mailNextAttemptAt
      ? [['nextAttempt', formatZonedDateTime(m.mailNextAttemptAt)] as [string, string]]
      : []),
    ...(m.mailStatus !== 'sent' && m.mailError ? [['mailError', m.mailError] as [string, string]] : []),
  ];
}
