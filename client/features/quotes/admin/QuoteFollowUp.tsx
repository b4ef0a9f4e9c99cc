import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Flex, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Eraser, Save, UserCheck, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import {
  AdminEraseQuoteRequestDocument,
  AdminUpdateQuoteRequestDocument,
  type AdminQuoteRequestQuery,
  type QuoteStatus,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { QUOTE_STATUSES, QuoteStatusBadge } from './QuoteStatusBadge';

export type Request = NonNullable<AdminQuoteRequestQuery['quoteRequest']>;

const card = { bg: 'white', borderWidth: '1px', borderRadius: 'lg', p: { base: '4', md: '6' } } as const;

/** A request's follow-up: its state, who follows it, the team's note, and erasing the person's data on request. */
export function QuoteFollowUp({ request, me }: { request: Request; me: { id: number; username?: string | null } }) {
  const { t } = useTranslation('admin/quotes');
  const errors = useAdminErrors('admin/quotes:quote');
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<QuoteStatus>(request.status);
  const [note, setNote] = useState(request.internalNote);
  const [assigneeId, setAssigneeId] = useState<number | null>(request.assigneeId ?? null);
  useEffect(() => setStatus(request.status), [request.status]);
  const [update, { loading: saving }] = useMutation(AdminUpdateQuoteRequestDocument);
  const [erase, { loading: erasing }] = useMutation(AdminEraseQuoteRequestDocument);
  const changed = status !== request.status || note !== request.internalNote || assigneeId !== (request.assigneeId ?? null);
  const assigneeName = assigneeId === null ? null : assigneeId === me.id ? me.username : request.assigneeName;

  const save = async () => {
    try {
      await update({ variables: { id: request.id, input: { status, internalNote: note, assigneeId: assigneeId ?? 0 } } });
      notify.success(t('detail.saved'));
    } catch (error) {
      notify.error(errors.describe(error, 'save').text);
    }
  };
  const eraseData = async () => {
    if (!(await confirm(t('detail.eraseBody', { reference: request.reference }), t('detail.eraseConfirm'), request.reference))) return;
    try {
      await erase({ variables: { id: request.id } });
      notify.success(t('detail.erased'));
    } catch (error) {
      notify.error(errors.describe(error, 'erase').text);
    }
  };

  return (
    <Stack as="section" aria-labelledby="quote-follow-up" gap="4" {...card} data-testid="quote-follow-up">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" id="quote-follow-up" fontSize="lg">
          {t('detail.followUp')}
        </Heading>
        <QuoteStatusBadge status={request.status} />
      </Flex>
      <Field.Root>
        <Field.Label>{t('detail.status')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as QuoteStatus)}>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('detail.assignee')}
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Text data-testid="quote-assignee" color={assigneeName ? undefined : 'gray.600'}>
            {assigneeName ?? t('detail.nobody')}
          </Text>
          {assigneeId === me.id ? (
            <Button size="xs" variant="outline" onClick={() => setAssigneeId(null)}>
              <UserX size={14} aria-hidden="true" />
              {t('detail.unassign')}
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={() => setAssigneeId(me.id)}>
              <UserCheck size={14} aria-hidden="true" />
              {t('detail.assignMe')}
            </Button>
          )}
        </Flex>
      </Box>
      <Field.Root>
        <Field.Label>{t('detail.internalNote')}</Field.Label>
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={5} maxLength={10_000} />
        <Field.HelperText>{t('detail.internalNoteHelp')}</Field.HelperText>
      </Field.Root>
      <Button colorPalette="brand" onClick={() => void save()} loading={saving} disabled={!changed}>
        <Save size={16} aria-hidden="true" />
        {t('detail.save')}
      </Button>
      {request.anonymisedAt ? null : (
        <Button variant="outline" colorPalette="red" onClick={() => void eraseData()} loading={erasing}>
          <Eraser size={16} aria-hidden="true" />
          {t('detail.erase')}
        </Button>
      )}
      {dialog}
    </Stack>
  );
}
