import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Search, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminAuditFilterOptionsDocument } from '../../../graphql/admin/graphql';
import { DateTimeField } from '../../../components/admin/DateTimeField';
import type { AuditFilterValues } from './use-audit-filters';

interface Props {
  values: AuditFilterValues;
  filtered: boolean;
  onChange(change: Partial<AuditFilterValues>): void;
  onClear(): void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} bg="white" onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Choices apply at once; the text applies on Enter or the search button (not on every key). */
export function AuditFilters({ values, filtered, onChange, onClear }: Props) {
  const { t } = useTranslation('admin/audit');
  const { data } = useQuery(AdminAuditFilterOptionsDocument);
  const options = data?.auditFilterOptions;
  const [text, setText] = useState(values.q);
  useEffect(() => setText(values.q), [values.q]);
  const all = <option value="">{t('filters.all')}</option>;
  // Wall days (YYYY-MM-DD) compare as text; the list stays as it was asked, the fields say what is wrong.
  const order = values.from && values.to && values.from > values.to ? t('filters.toBeforeFrom') : null;

  return (
    <Stack
      as="form"
      role="search"
      aria-label={t('filters.label')}
      gap="3"
      mb="5"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() });
      }}
    >
      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3">
        <Select label={t('filters.action')} value={values.action} onChange={(action) => onChange({ action })}>
          {all}
          {(options?.actions ?? []).map((a) => (
            <option key={a} value={a}>
              {t(`actions.${a}`, { defaultValue: a })}
            </option>
          ))}
        </Select>
        <Select label={t('filters.entityType')} value={values.type} onChange={(type) => onChange({ type })}>
          {all}
          {(options?.entityTypes ?? []).map((e) => (
            <option key={e} value={e}>
              {t(`entityTypes.${e}`, { defaultValue: e })}
            </option>
          ))}
        </Select>
        <Select label={t('filters.admin')} value={values.admin} onChange={(admin) => onChange({ admin })}>
          {all}
          {(options?.admins ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.username}
            </option>
          ))}
        </Select>
        <DateTimeField
          mode="date"
          size="sm"
          label={t('filters.from')}
          name="from"
          value={values.from}
          onChange={(from) => {
            if (from !== null) onChange({ from });
          }}
          error={order}
        />
        <DateTimeField
          mode="date"
          size="sm"
          label={t('filters.to')}
          name="to"
          value={values.to}
          onChange={(to) => {
            if (to !== null) onChange({ to });
          }}
          error={order}
        />
      </SimpleGrid>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label>{t('filters.text')}</Field.Label>
          <Input
            size="sm"
            type="search"
            bg="white"
            maxLength={200}
            value={text}
            placeholder={t('filters.textPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <Search size={16} aria-hidden="true" />
          {t('filters.search')}
        </Button>
        {filtered ? (
          <Button type="button" size="sm" variant="outline" onClick={onClear}>
            <X size={16} aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
