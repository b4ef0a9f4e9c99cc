// The add form of /admin/redirects: old address, new address, 301 or 302. The server checks every rule (a path of
// this site, no loop or chain, no page shadowed); its refusal is shown under the field it concerns.
import { Box, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, SectionSubmit } from '../../../components/admin/FormSection';
import { useFormToasts } from '../../../components/admin/toaster';
import { AdminCreateRedirectDocument, AdminRedirectsDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';

type FieldName = 'fromPath' | 'toPath';

export function RedirectForm() {
  const { t } = useTranslation('admin/redirects');
  const errors = useAdminErrors('admin/redirects:redirect');
  const [fromPath, setFromPath] = useState('');
  const [toPath, setToPath] = useState('');
  const [permanent, setPermanent] = useState(true);
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);
  const [create, { loading }] = useMutation(AdminCreateRedirectDocument, {
    refetchQueries: [AdminRedirectsDocument],
    awaitRefetchQueries: true,
  });
  const toasts = useFormToasts();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await create({ variables: { input: { fromPath, toPath, permanent } } });
      toasts.success(errors.text('created'));
      setFromPath('');
      setToPath('');
      setPermanent(true);
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      if (described.field === 'fromPath' || described.field === 'toPath') setProblem({ field: described.field, text: described.text });
      toasts.error(described.text);
    }
  };

  const fieldError = (field: FieldName) =>
    problem?.field === field ? <Field.ErrorText data-testid={`${field}-error`}>{problem.text}</Field.ErrorText> : null;

  return (
    <Box asChild mb="6">
      <form onSubmit={submit} noValidate>
        <FormSection title={t('form.title')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={problem?.field === 'fromPath'}>
              <Field.Label>{t('form.fromPath')}</Field.Label>
              <Input
                name="fromPath"
                value={fromPath}
                onChange={(e) => setFromPath(e.target.value)}
                placeholder={t('form.fromPathPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                maxLength={500}
              />
              {fieldError('fromPath') ?? <Field.HelperText>{t('form.fromPathHelp')}</Field.HelperText>}
            </Field.Root>
            <Field.Root required invalid={problem?.field === 'toPath'}>
              <Field.Label>{t('form.toPath')}</Field.Label>
              <Input
                name="toPath"
                value={toPath}
                onChange={(e) => setToPath(e.target.value)}
                placeholder={t('form.toPathPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                maxLength={500}
              />
              {fieldError('toPath') ?? <Field.HelperText>{t('form.toPathHelp')}</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
            <Field.Root>
              <Field.Label>{t('form.kind')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="permanent"
                  value={permanent ? '301' : '302'}
                  onChange={(e) => setPermanent(e.target.value === '301')}
                >
                  <option value="301">{t('form.permanent')}</option>
                  <option value="302">{t('form.temporary')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <SectionSubmit icon={Plus} label={t('form.submit')} busyLabel={t('form.submitting')} busy={loading} />
          </SimpleGrid>
        </FormSection>
      </form>
    </Box>
  );
}
