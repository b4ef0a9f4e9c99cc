// The product's specification groups, edited locally and sent together (specGroups) when the product is saved.
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eraser, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrors } from '../../../lib/admin-errors';
import { FormInput } from './FormInput';
import {
  blankGroup,
  emptyFields,
  GROUP_FIELDS,
  groupOf,
  MAX,
  move,
  typedInto,
  type FieldErrors,
  type GroupValues,
  type NewGroupValues,
} from './product-form-values';
import { addOnEnter } from './add-on-enter';
import { SpecGroupCard } from './SpecGroupCard';
import { useFieldAccess } from '../../../components/admin/use-access';

export interface SpecGroupsEditorProps {
  groups: GroupValues[];
  onChange(groups: GroupValues[]): void;
  /** What is typed into the "Yeni grup ekle" row (part of the form's values, so a save can add it). */
  newGroup: NewGroupValues | undefined;
  onNewGroupChange(row: NewGroupValues): void;
  errors: FieldErrors;
  /** Forgets one error (its input was edited), or all under a prefix (groups or specs moved or removed). */
  clearErrors(pathOrPrefix: string): void;
  disabled?: boolean;
}

export function SpecGroupsEditor({ groups, onChange, newGroup, onNewGroupChange, errors, clearErrors, disabled }: SpecGroupsEditorProps) {
  const { t } = useTranslation('admin/product');
  const access = useFieldAccess();
  const fixed = disabled || access !== 'all';
  const [announcement, setAnnouncement] = useState('');
  const restructure = (next: GroupValues[]) => {
    clearErrors('specGroups.');
    onChange(next);
  };
  const replace = (gi: number, group: GroupValues) => groups.map((g, i) => (i === gi ? group : g));

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        {t('groups.intro')}
      </Text>
      {groups.length === 0 ? (
        <Text fontSize="sm" color="gray.600" data-testid="groups-empty">
          {t('groups.empty')}
        </Text>
      ) : null}
      {groups.map((group, gi) => (
        <SpecGroupCard
          key={group.key}
          group={group}
          index={gi}
          count={groups.length}
          errors={errors}
          disabled={disabled}
          clearError={clearErrors}
          onChange={(g) => onChange(replace(gi, g))}
          onRestructure={(g) => restructure(replace(gi, g))}
          onMove={(by) => restructure(move(groups, gi, by))}
          onRemove={() => {
            restructure(groups.filter((_, i) => i !== gi));
            setAnnouncement(t('groups.removed', { name: group.nameTr }));
          }}
        />
      ))}
      <NewGroup
        value={newGroup ?? blankGroup()}
        errors={errors}
        disabled={fixed}
        onChange={(row, field) => {
          clearErrors(`newGroup.${field}`);
          onNewGroupChange(row);
        }}
        onClear={() => {
          GROUP_FIELDS.forEach((f) => clearErrors(`newGroup.${f}`));
          onNewGroupChange(blankGroup());
        }}
        onAdd={(group) => {
          onChange([...groups, group]);
          onNewGroupChange(blankGroup());
          setAnnouncement(t('groups.added', { name: group.nameTr }));
        }}
      />
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
    </Stack>
  );
}

interface NewGroupProps {
  value: NewGroupValues;
  /** The form's errors: a save refused for this row names `newGroup.<field>`. */
  errors: FieldErrors;
  disabled?: boolean;
  onChange(value: NewGroupValues, field: (typeof GROUP_FIELDS)[number]): void;
  onClear(): void;
  onAdd(group: GroupValues): void;
}

/** Adds a group: both names are needed (after trimming); the reason shows next to the inputs otherwise. */
function NewGroup({ value, errors, disabled, onChange, onClear, onAdd }: NewGroupProps) {
  const { t } = useTranslation('admin/product');
  const adminErrors = useAdminErrors('admin/product:product');
  const [missing, setMissing] = useState<string[]>([]);
  const add = () => {
    const empty = emptyFields(value, GROUP_FIELDS);
    setMissing(empty);
    if (!empty.length) onAdd(groupOf(value));
  };
  const unfinished = GROUP_FIELDS.some((f) => errors[`newGroup.${f}`]);
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      role="group"
      aria-label={t('groups.newTitle')}
      data-testid="new-group"
      onKeyDown={addOnEnter(add)}
    >
      <Text fontWeight="semibold" mb="2">
        {t('groups.newTitle')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {GROUP_FIELDS.map((f) => (
          <FormInput
            key={f}
            label={t(`groups.${f}`)}
            name={`newGroup.${f}`}
            value={value[f]}
            maxLength={MAX.groupName}
            disabled={disabled}
            lang={f === 'nameTr' ? 'tr' : 'en'}
            error={missing.includes(f) ? adminErrors.fieldText(`specGroups.${f}`, 'REQUIRED') : errors[`newGroup.${f}`]}
            onChange={(text) => {
              onChange({ ...value, [f]: text }, f);
              setMissing(missing.filter((m) => m !== f));
            }}
          />
        ))}
      </SimpleGrid>
      <HStack mt="3" gap="3" wrap="wrap">
        <Button size="sm" colorPalette="brand" variant="outline" onClick={add} disabled={disabled}>
          <Plus aria-hidden="true" />
          {t('groups.add')}
        </Button>
        {typedInto(value, GROUP_FIELDS) ? (
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
            {t('groups.clear')}
          </Button>
        ) : null}
        {missing.length || unfinished ? (
          <Text role="alert" fontSize="sm" color="red.600" data-testid="group-rule">
            {t(unfinished ? 'groups.unfinished' : 'groups.rule')}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}
