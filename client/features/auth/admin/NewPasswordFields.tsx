// A new password typed twice, for the pages that set one (an invitation, a reset): the server's refusal under the
// first field, a mismatch under the second.
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface NewPassword {
  password: string;
  repeat: string;
}

export function NewPasswordFields({
  value,
  onChange,
  problem,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** The refusal to show, and under which field. */
  problem: { field: string; text: string } | null;
}) {
  const { t } = useTranslation('admin/account');
  return (
    <>
      <Field.Root required invalid={problem?.field === 'password'}>
        <Field.Label>{t('password.new')}</Field.Label>
        <Input
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
        />
        {problem?.field === 'password' ? (
          <Field.ErrorText data-testid="password-error">{problem.text}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('password.help')}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root required invalid={problem?.field === 'repeat'}>
        <Field.Label>{t('password.repeat')}</Field.Label>
        <Input
          name="repeat-password"
          type="password"
          autoComplete="new-password"
          value={value.repeat}
          onChange={(e) => onChange({ ...value, repeat: e.target.value })}
        />
        {problem?.field === 'repeat' ? <Field.ErrorText>{problem.text}</Field.ErrorText> : null}
      </Field.Root>
    </>
  );
}
