// An admin list's search field (the list asks the server once typing pauses, and follows the address: back button)
// and its filter selects.
import { CloseButton, Field, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 300;
const MAX_LENGTH = 100;

export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('admin/lists');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed by itself (back, a cleared filter): the field shows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), SEARCH_DELAY_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    onChange('');
  };

  return (
    <Field.Root flex="2" minW={{ base: 'full', md: '64' }}>
      <Field.Label>{t('search.label')}</Field.Label>
      <InputGroup
        startElement={<Search size={16} aria-hidden="true" />}
        endElement={text ? <CloseButton size="xs" onClick={clear} aria-label={t('search.clear')} /> : undefined}
      >
        <Input
          type="search"
          name="list-search"
          value={text}
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
          maxLength={MAX_LENGTH}
          bg="white"
          size="sm"
          placeholder={t('search.placeholder')}
          onChange={(e) => change(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              clearTimeout(timer.current);
              onChange(text);
            }
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}

/** A filter of an admin list: a labelled select whose first option is "all". */
export function FilterSelect({
  label,
  name,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string | null;
  all: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string | null): void;
}) {
  return (
    <Field.Root flex="1" minW={{ base: 'full', sm: '40' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value ?? ''} bg="white" onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
