// The row of a specification group that adds a spec, and the limits and grid its inputs share with the group's rows.
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Eraser, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrors } from '../../../lib/admin-errors';
import { addOnEnter } from './add-on-enter';
import { FormInput } from './FormInput';
import {
  emptyFields,
  MAX,
  SPEC_FIELDS,
  specOf,
  typedInto,
  type FieldErrors,
  type NewSpecValues,
  type SpecValues,
} from './product-form-values';

export const specLimit = (field: (typeof SPEC_FIELDS)[number]) => (field.startsWith('value') ? MAX.specValue : MAX.specName);
export const specGrid = { base: 2, md: 4 } as const;

interface NewSpecProps {
  /** The group's path (`specGroups.0`): the row's inputs are named after it, so a refused save can point at them. */
  path: string;
  value: NewSpecValues;
  errors: FieldErrors;
  disabled?: boolean;
  onChange(value: NewSpecValues, field: (typeof SPEC_FIELDS)[number]): void;
  onClear(): void;
  onAdd(spec: SpecValues): void;
}

/**
 * The row that adds a spec: refused, with the reason next to the inputs, unless all four fields are filled. What is
 * typed here belongs to the form's values: a save adds a row filled in whole and stops at one filled in part.
 */
export function NewSpec({ path, value, errors, disabled, onChange, onClear, onAdd }: NewSpecProps) {
  const { t } = useTranslation('admin/product');
  const adminErrors = useAdminErrors('admin/product:product');
  const [missing, setMissing] = useState<string[]>([]);
  const add = () => {
    const empty = emptyFields(value, SPEC_FIELDS);
    setMissing(empty);
    if (!empty.length) onAdd(specOf(value));
  };
  const saveError = (f: string) => errors[`${path}.newSpec.${f}`];
  const unfinished = SPEC_FIELDS.some(saveError);
  return (
    <Box
      borderTopWidth="1px"
      borderStyle="dashed"
      pt="3"
      role="group"
      aria-label={t('specs.newTitle')}
      data-testid="new-spec"
      onKeyDown={addOnEnter(add)}
    >
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        {t('specs.newTitle')}
      </Text>
      <SimpleGrid columns={specGrid} gap="2">
        {SPEC_FIELDS.map((f) => (
          <FormInput
            key={f}
            label={t(`specs.${f}`)}
            name={`${path}.newSpec.${f}`}
            value={value[f]}
            maxLength={specLimit(f)}
            disabled={disabled}
            lang={f.endsWith('En') ? 'en' : 'tr'}
            error={missing.includes(f) ? adminErrors.fieldText(`specGroups.specs.${f}`, 'REQUIRED') : saveError(f)}
            onChange={(text) => {
              onChange({ ...value, [f]: text }, f);
              setMissing(missing.filter((m) => m !== f));
            }}
          />
        ))}
      </SimpleGrid>
      <HStack mt="2" gap="3" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={add} disabled={disabled}>
          <Plus aria-hidden="true" />
          {t('specs.add')}
        </Button>
        {typedInto(value, SPEC_FIELDS) ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setMissing([]);
              onClear();
            }}
            disabled={disabled}
          >
            <Eraser aria-hidden="true" />
            {t('specs.clear')}
          </Button>
        ) : null}
        {missing.length || unfinished ? (
          <Text role="alert" fontSize="sm" color="red.600" data-testid="spec-rule">
            {t(unfinished ? 'specs.unfinished' : 'specs.rule')}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}
