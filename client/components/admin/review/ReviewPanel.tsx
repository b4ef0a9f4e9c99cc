// A draft's review on its edit page: its conversation (who asked, who answered, the notes), "İncelemeye gönder" for
// an author, "Onayla ve yayınla" and "Değişiklik iste" for a reviewer while it waits. Each step is one mutation.
import { Badge, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CheckCheck, MessageSquareReply, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminApproveReviewDocument,
  AdminRequestChangesDocument,
  AdminRequestReviewDocument,
  AdminReviewDocument,
  AdminReviewQueueDocument,
  type PublicationStatus,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../toaster';
import { useAccess } from '../use-access';
import { PUBLISH_KINDS, type PublishKind } from '../publishing/publish-kinds';

const STEP_PALETTE = { REQUESTED: 'blue', CHANGES_REQUESTED: 'orange', APPROVED: 'green' } as const;

/** `status` null: the conversation alone (the version history shows it beside the versions). */
export function ReviewPanel({ kind, id, status }: { kind: PublishKind; id: number; status: PublicationStatus | null }) {
  const { t } = useTranslation('admin/review');
  const errors = useAdminErrors('admin/review:review');
  const access = useAccess();
  const facts = PUBLISH_KINDS[kind];
  const entityType = facts.entityType;
  const variables = { entityType, id };
  const { data } = useQuery(AdminReviewDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [request, asking] = useMutation(AdminRequestReviewDocument);
  // Approving publishes: the record's page (its state, its publication panel) reads it again.
  const [approve, approving] = useMutation(AdminApproveReviewDocument, { refetchQueries: 'active' });
  const [sendBack, sending] = useMutation(AdminRequestChangesDocument, { refetchQueries: [AdminReviewQueueDocument] });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const review = data?.review;
  const waiting = review?.state === 'REQUESTED';
  const publishes = access.may(`publish${facts.type}`);
  const asks = status === 'DRAFT' && !waiting && !publishes && access.may('requestReview');
  const decides = status === 'DRAFT' && waiting && access.may('approveReview');
  if (!review || (!review.steps.length && !asks)) return null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setNoteError(null);
    try {
      await work();
      setNote('');
      notify.success(done);
    } catch (error) {
      const described = errors.describe(error, 'save');
      if (described.field === 'note') setNoteError(described.text);
      else notify.error(described.text);
    }
  };
  const changes = () => {
    if (!note.trim()) return setNoteError(t('noteRequired'));
    void run(() => sendBack({ variables: { ...variables, note: note.trim() } }), t('changesSent'));
  };

  return (
    <Box
      as="section"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      mb="6"
      aria-labelledby="review-heading"
      data-testid="review-panel"
    >
      <HStack gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="review-heading">
          {t('title')}
        </Heading>
        {review.state ? (
          <Badge colorPalette={STEP_PALETTE[review.state]} variant="subtle" data-testid="review-state">
            {t(`state.${review.state}`)}
          </Badge>
        ) : null}
      </HStack>
      {review.steps.length ? (
        <Stack as="ol" gap="2" mb="4" listStyleType="none" aria-label={t('conversation')}>
          {review.steps.map((step) => (
            <Box as="li" key={step.id} borderLeftWidth="3px" borderColor={`${STEP_PALETTE[step.step]}.400`} pl="3">
              <Text fontSize="sm" color="gray.600">
                {t(`step.${step.step}`, { name: step.adminName ?? t('someone') })} ·{' '}
                <time dateTime={step.createdAt}>{formatDateTime(step.createdAt)}</time>
                {step.publishAt ? ` · ${t('publishAt', { time: formatDateTime(step.publishAt) })}` : ''}
              </Text>
              {step.note ? <Text whiteSpace="pre-wrap">{step.note}</Text> : null}
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="gray.700" mb="4">
          {t('intro')}
        </Text>
      )}
      {asks || decides ? (
        <Stack gap="3">
          <Field.Root invalid={!!noteError}>
            <Field.Label>{t(decides ? 'noteForAuthor' : 'noteForReviewer')}</Field.Label>
            <Textarea name="reviewNote" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            <Field.ErrorText>{noteError}</Field.ErrorText>
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            {asks ? (
              <Button
                colorPalette="brand"
                loading={asking.loading}
                onClick={() =>
                  void run(() => request({ variables: { input: { entityType, id, note: note.trim() || null } } }), t('requested'))
                }
              >
                <Send aria-hidden="true" />
                {t('request')}
              </Button>
            ) : (
              <>
                <Button
                  colorPalette="brand"
                  loading={approving.loading}
                  disabled={sending.loading}
                  onClick={() => void run(() => approve({ variables }), t('approved'))}
                >
                  <CheckCheck aria-hidden="true" />
                  {t('approve')}
                </Button>
                <Button variant="outline" loading={sending.loading} disabled={approving.loading} onClick={changes}>
                  <MessageSquareReply aria-hidden="true" />
                  {t('requestChanges')}
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      ) : waiting ? (
        <Text color="gray.700">{t('waiting')}</Text>
      ) : null}
    </Box>
  );
}
