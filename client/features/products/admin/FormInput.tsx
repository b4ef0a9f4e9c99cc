import { Field, Input } from '@chakra-ui/react';
import { useFieldAccess } from '../../../components/admin/use-access';

export interface FormInputProps {
  label: string;
  /** Names the input for screen readers when the visible label is shared (table headers on wide screens). */
  ariaLabel?: string;
  /** The visible label only on phones (wide screens show column headers instead). */
  labelOnPhonesOnly?: boolean;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Marked as wrong without a text of its own (a neighbour shows the shared reason). */
  invalid?: boolean;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  lang?: string;
}

/** A one-line input with its label and its error text right under it. */
export function FormInput({
  label,
  ariaLabel,
  labelOnPhonesOnly,
  name,
  value,
  onChange,
  error,
  invalid,
  maxLength,
  required,
  disabled,
  placeholder,
  lang,
}: FormInputProps) {
  // A translator writes the English inputs only; a record the person may not change is read only.
  const access = useFieldAccess();
  const readOnly = access === 'none' || (access === 'english' && lang !== 'en');
  return (
    <Field.Root invalid={!!error || invalid} required={required} disabled={disabled} readOnly={readOnly} minW="0">
      <Field.Label hideFrom={labelOnPhonesOnly ? 'md' : undefined} fontSize={labelOnPhonesOnly ? 'xs' : undefined}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        value={value}
        aria-label={ariaLabel}
        maxLength={maxLength}
        placeholder={placeholder}
        lang={lang}
        size="sm"
        bg={readOnly ? 'gray.100' : 'white'}
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
