// The profile's account section: display name, e-mail address and the back office's language. A saved language is
// applied at once, and at every sign-in on any device (client/features/auth/admin/login.page.tsx).
import { Box, Field, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Save } from 'lucide-react';
import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, SectionSubmit } from '../../../components/admin/FormSection';
import { useFormToasts } from '../../../components/admin/toaster';
import { LanguageChoiceContext } from '../../../components/LanguageSwitcher';
import { AdminUpdateMyProfileDocument, type AdminProfileQuery, type Language } from '../../../graphql/admin/graphql';
import { LANGUAGES } from '../../../lib/i18n';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';

type FieldName = 'displayName' | 'email';

export function ProfileForm({ me }: { me: AdminProfileQuery['me'] }) {
  const { t, i18n } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:profile');
  const chooseLanguage = useContext(LanguageChoiceContext);
  const [displayName, setDisplayName] = useState(me.displayName ?? '');
  const [email, setEmail] = useState(me.email ?? '');
  const [language, setLanguage] = useState<Language>(me.language);
  const toasts = useFormToasts();
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateMyProfileDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await save({ variables: { input: { displayName, email, language } } });
      const saved = data?.updateMyProfile.language ?? language;
      if (saved !== i18n.language) chooseLanguage(i18n, saved);
      // Said in the language the back office now speaks.
      toasts.success(i18n.getFixedT(saved, 'admin/profile')('errors.profile.actions.saved'));
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      if (described.field === 'displayName' || described.field === 'email') setProblem({ field: described.field, text: described.text });
      toasts.error(described.text);
    }
  };

  const fieldError = (field: FieldName, help: string) =>
    problem?.field === field ? (
      <Field.ErrorText data-testid={`${field}-error`}>{problem.text}</Field.ErrorText>
    ) : (
      <Field.HelperText>{help}</Field.HelperText>
    );

  return (
    <Box asChild mb="6">
      <form onSubmit={submit} noValidate aria-label={t('account.title')}>
        <FormSection title={t('account.title')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root readOnly>
              <Field.Label>{t('account.username')}</Field.Label>
              <Input name="username" value={me.username ?? ''} readOnly />
              <Field.HelperText>{t('account.usernameHelp')}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={problem?.field === 'displayName'}>
              <Field.Label>{t('account.displayName')}</Field.Label>
              <Input
                name="displayName"
                value={displayName}
                onChange={(e) => setDisplayName(e.target.value)}
                maxLength={100}
                autoComplete="name"
              />
              {fieldError('displayName', t('account.displayNameHelp'))}
            </Field.Root>
            <Field.Root invalid={problem?.field === 'email'}>
              <Field.Label>{t('account.email')}</Field.Label>
              <Input
                name="email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                maxLength={254}
                autoComplete="email"
              />
              {fieldError('email', t('account.emailHelp'))}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('account.language')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                  {LANGUAGES.map((lng) => (
                    <option key={lng} value={lng}>
                      {t(`account.languages.${lng}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('account.languageHelp')}</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          {me.lastLoginAt ? (
            <Text color="gray.600" fontSize="sm">
              {t('account.lastLogin')}: <time dateTime={me.lastLoginAt}>{formatDateTime(me.lastLoginAt)}</time>
            </Text>
          ) : null}
          <SectionSubmit icon={Save} label={t('account.submit')} busyLabel={t('account.submitting')} busy={loading} />
        </FormSection>
      </form>
    </Box>
  );
}
