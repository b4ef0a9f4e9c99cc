// One specification group: its two names, its specs (edited in place, moved, removed) and the row that adds a spec.
import { Box, Button, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Eraser, Plus, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrors } from '../../../lib/admin-errors';
import { FormInput } from './FormInput';
import {
  blankSpec,
  emptyFields,
  MAX,
  move,
  SPEC_FIELDS,
  specOf,
  typedInto,
  type FieldErrors,
  type GroupValues,
  type NewSpecValues,
  type SpecValues,
} from './product-form-values';

export interface SpecGroupCardProps {
  group: GroupValues;
  index: number;
  count: number;
  errors: FieldErrors;
  disabled?: boolean;
  onChange(group: GroupValues): void;
  /** Specs were moved or removed: errors that name specs by position no longer fit. */
  onRestructure(group: GroupValues): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  clearError(path: string): void;
}

const specLimit = (field: (typeof SPEC_FIELDS)[number]) => (field.startsWith('value') ? MAX.specValue : MAX.specName);
const specGrid = { base: 2, md: 4 } as const;

export function SpecGroupCard({
  group,
  index,
  count,
  errors,
  disabled,
  onChange,
  onRestructure,
  onMove,
  onRemove,
  clearError,
}: SpecGroupCardProps) {
  const { t } = useTranslation('admin/product');
  const path = `specGroups.${index}`;
  const name = group.nameTr.trim() || String(index + 1);
  const setSpec = (si: number, spec: SpecValues) => onChange({ ...group, specs: group.specs.map((s, i) => (i === si ? spec : s)) });

  return (
    <Box
      as="section"
      aria-labelledby={`${group.key}-title`}
      borderWidth="1px"
      borderRadius="lg"
      bg="gray.50"
      p={{ base: '3', md: '4' }}
      data-testid="spec-group"
    >
      <HStack justify="space-between" align="center" mb="3" gap="2">
        <Heading as="h3" size="sm" id={`${group.key}-title`} minW="0" overflowWrap="anywhere">
          {t('groups.heading', { number: index + 1, name: group.nameTr.trim() })}
        </Heading>
        <HStack gap="1" flexShrink={0}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('groups.moveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('groups.moveDown', { name })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('groups.remove', { name })}
            disabled={disabled}
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mb="4">
        {(['nameTr', 'nameEn'] as const).map((f) => (
          <FormInput
            key={f}
            label={t(`groups.${f}`)}
            name={`${path}.${f}`}
            value={group[f]}
            error={errors[`${path}.${f}`]}
            maxLength={MAX.groupName}
            required
            disabled={disabled}
            lang={f === 'nameTr' ? 'tr' : 'en'}
            onChange={(value) => {
              clearError(`${path}.${f}`);
              onChange({ ...group, [f]: value });
            }}
          />
        ))}
      </SimpleGrid>

      {group.specs.length ? (
        <Stack gap={{ base: '3', md: '2' }} mb="4" role="list" aria-label={t('specs.count', { count: group.specs.length })}>
          <SimpleGrid
            gap="2"
            hideBelow="md"
            aria-hidden="true"
            templateColumns="repeat(4, minmax(0, 1fr)) auto"
            fontSize="xs"
            fontWeight="semibold"
            color="gray.600"
          >
            {SPEC_FIELDS.map((f) => (
              <Text key={f}>{t(`specs.${f}`)}</Text>
            ))}
            <Box w="24" />
          </SimpleGrid>
          {group.specs.map((spec, si) => {
            const specName = spec.nameTr.trim() || String(si + 1);
            return (
              <SimpleGrid
                key={spec.key}
                role="listitem"
                gap="2"
                alignItems="start"
                data-testid="spec-row"
                templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr)) auto' }}
                borderBottomWidth={{ base: '1px', md: '0' }}
                pb={{ base: '3', md: '0' }}
              >
                {SPEC_FIELDS.map((f) => (
                  <FormInput
                    key={f}
                    label={t(`specs.${f}`)}
                    labelOnPhonesOnly
                    ariaLabel={t('specs.inputLabel', { field: t(`specs.${f}`), number: si + 1 })}
                    name={`${path}.specs.${si}.${f}`}
                    value={spec[f]}
                    error={errors[`${path}.specs.${si}.${f}`]}
                    maxLength={specLimit(f)}
                    disabled={disabled}
                    lang={f.endsWith('En') ? 'en' : 'tr'}
                    onChange={(value) => {
                      clearError(`${path}.specs.${si}.${f}`);
                      setSpec(si, { ...spec, [f]: value });
                    }}
                  />
                ))}
                <HStack
                  gap="1"
                  w={{ md: '24' }}
                  justify={{ base: 'flex-end', md: 'flex-start' }}
                  gridColumn={{ base: 'span 2', md: 'auto' }}
                >
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('specs.moveUp', { name: specName })}
                    disabled={disabled || si === 0}
                    onClick={() => onRestructure({ ...group, specs: move(group.specs, si, -1) })}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('specs.moveDown', { name: specName })}
                    disabled={disabled || si === group.specs.length - 1}
                    onClick={() => onRestructure({ ...group, specs: move(group.specs, si, 1) })}
                  >
                    <ArrowDown />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('specs.remove', { name: specName })}
                    disabled={disabled}
                    onClick={() => onRestructure({ ...group, specs: group.specs.filter((_, i) => i !== si) })}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </SimpleGrid>
            );
          })}
        </Stack>
      ) : (
        <Text fontSize="sm" color="gray.600" mb="4">
          {t('specs.empty')}
        </Text>
      )}
      <NewSpec
        path={path}
        value={group.newSpec ?? blankSpec()}
        errors={errors}
        disabled={disabled}
        onChange={(newSpec, field) => {
          clearError(`${path}.newSpec.${field}`);
          onChange({ ...group, newSpec });
        }}
        onClear={() => {
          SPEC_FIELDS.forEach((f) => clearError(`${path}.newSpec.${f}`));
          onChange({ ...group, newSpec: blankSpec() });
        }}
        onAdd={(spec) => onChange({ ...group, specs: [...group.specs, spec], newSpec: blankSpec() })}
      />
    </Box>
  );
}

/** Enter in the inputs of an "add" row adds (instead of saving the whole product). */
export const addOnEnter = (add: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    add();
  }
};

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
function NewSpec({ path, value, errors, disabled, onChange, onClear, onAdd }: NewSpecProps) {
  const { t } = useTranslation('admin/product');
  const adminErrors = useAdminErrors('product');
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
