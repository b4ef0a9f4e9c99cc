// One specification group: its two names, its specs (edited in place, moved, removed) and the row that adds a spec.
import { Box, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldAccess } from '../../../components/admin/use-access';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormInput } from './FormInput';
import { NewSpec, specLimit } from './NewSpec';
import { blankSpec, MAX, move, SPEC_FIELDS, type FieldErrors, type GroupValues, type SpecValues } from './product-form-values';

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
  // Groups and rows come and go, and move, only for someone who may change every field.
  const access = useFieldAccess();
  const fixed = disabled || access !== 'all';
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
            disabled={fixed || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('groups.moveDown', { name })}
            disabled={fixed || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('groups.remove', { name })}
            disabled={fixed}
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
                    disabled={fixed || si === 0}
                    onClick={() => onRestructure({ ...group, specs: move(group.specs, si, -1) })}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('specs.moveDown', { name: specName })}
                    disabled={fixed || si === group.specs.length - 1}
                    onClick={() => onRestructure({ ...group, specs: move(group.specs, si, 1) })}
                  >
                    <ArrowDown />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('specs.remove', { name: specName })}
                    disabled={fixed}
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
        disabled={fixed}
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
