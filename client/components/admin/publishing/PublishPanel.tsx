// The edit page's publication controls: the state, Yayınla (now), Zamanla (a time to come), Yayından
// kaldır (back to a draft, after a confirmation) and Önizle. Each is one mutation; the cache updates the badge.
import { Box, Button, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CalendarClock, Eye, EyeOff, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import type { PublicationStatus } from '../../../graphql/admin/graphql';
import { errorFacts, useAdminErrors } from '../../../lib/admin-errors';
import { formatZonedDateTime } from '../../../lib/format';
import { fromZonedInput, siteTimeZone, toZonedInput } from '../../../lib/site-time';
import { DateTimeField, invalidDateText } from '../DateTimeField';
import { useConfirm } from '../use-confirm';
import { useAccess } from '../use-access';
import { notify } from '../toaster';
import { PublicationBadge } from './PublicationBadge';
import { PUBLISH_KINDS, type PublishKind } from './publish-kinds';

/** Side by side (wide screens), the buttons line up with the time's input, under its label. */
const ALIGNED = { lg: '26px' };

export interface PublishPanelProps {
  kind: PublishKind;
  id: number;
  status: PublicationStatus;
  publishedAt?: string | null;
}

export function PublishPanel({ kind, id, status, publishedAt }: PublishPanelProps) {
  const { t, i18n } = useTranslation('admin/publishing');
  const { confirm, dialog } = useConfirm();
  const facts = PUBLISH_KINDS[kind];
  const errors = useAdminErrors(facts.scope);
  const [publish] = useMutation(facts.publish);
  const [unpublish] = useMutation(facts.unpublish);
  const [busy, setBusy] = useState<'publish' | 'schedule' | 'unpublish' | null>(null);
  // Someone who may not publish sees the state and the preview only.
  const publishes = useAccess().may(`publish${facts.type}`);
  // A wall time on the site's clock; null while the typed text is no date and time.
  const [at, setAt] = useState<string | null>(() => toZonedInput(new Date(Date.now() + 24 * 3600_000)));
  const [atError, setAtError] = useState<string | null>(null);

  const run = async (action: 'publish' | 'schedule' | 'unpublish', work: () => Promise<unknown>, done: string) => {
    setBusy(action);
    try {
      await work();
      notify.success(done);
    } catch (error) {
      // A refusal with a reason says it (a post published without its image); anything else, that it failed.
      notify.error(errorFacts(error)?.reason ? errors.describe(error, 'save').text : t('panel.failed'));
    } finally {
      setBusy(null);
    }
  };

  const publishNow = () => run('publish', () => publish({ variables: { id } }), t('panel.published'));
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    // The input's wall time is the site's clock, wherever the editor's browser is.
    if (at === null || !at) return setAtError(invalidDateText(t, i18n.language, 'datetime'));
    const when = fromZonedInput(at);
    if (!when || when.getTime() <= Date.now()) return setAtError(t('panel.pastTime'));
    setAtError(null);
    void run(
      'schedule',
      () => publish({ variables: { id, at: when.toISOString() } }),
      t('panel.scheduled', { time: formatZonedDateTime(when) }),
    );
  };
  const takeBack = async () => {
    if (!(await confirm(t('panel.confirmUnpublish'), t('panel.confirmUnpublishLabel')))) return;
    await run('unpublish', () => unpublish({ variables: { id } }), t('panel.unpublished'));
  };

  return (
    <Box
      as="section"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      mb="6"
      aria-labelledby="publication-heading"
      data-testid="publish-panel"
    >
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }} mb="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="publication-heading">
            {t('panel.title')}
          </Heading>
          <PublicationBadge status={status} publishedAt={publishedAt} />
        </HStack>
        {facts.preview ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={adminPaths.adminPreview(facts.preview, id)}>
              <Eye aria-hidden="true" />
              {t('preview')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <Text color="gray.700" mb="4">
        {t(`panel.${status}`, { time: publishedAt ? formatZonedDateTime(publishedAt) : '' })}
      </Text>
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        gap="4"
        align={{ base: 'stretch', lg: 'flex-start' }}
        display={publishes ? undefined : 'none'}
      >
        {status !== 'PUBLISHED' ? (
          <Button colorPalette="brand" onClick={() => void publishNow()} loading={busy === 'publish'} disabled={!!busy} mt={ALIGNED}>
            <Send aria-hidden="true" />
            {t('panel.publishNow')}
          </Button>
        ) : null}
        <chakra.form onSubmit={schedule} noValidate flex="1" maxW={{ lg: 'md' }}>
          <DateTimeField
            label={t('panel.scheduleAt', { zone: siteTimeZone() })}
            name="publishAt"
            value={at ?? ''}
            disabled={!!busy}
            onChange={(next) => {
              setAt(next);
              setAtError(null);
            }}
            error={atError}
            hint={atError ? null : t('panel.scheduleHint')}
          >
            <Button type="submit" variant="outline" loading={busy === 'schedule'} disabled={!!busy} flexShrink={0}>
              <CalendarClock aria-hidden="true" />
              {t('panel.schedule')}
            </Button>
          </DateTimeField>
        </chakra.form>
        {status !== 'DRAFT' ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => void takeBack()}
            loading={busy === 'unpublish'}
            disabled={!!busy}
            mt={ALIGNED}
          >
            <EyeOff aria-hidden="true" />
            {t('panel.unpublish')}
          </Button>
        ) : null}
      </Stack>
      {dialog}
    </Box>
  );
}
