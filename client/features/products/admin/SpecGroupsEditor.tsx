// The product's specification groups, edited locally and sent together (specGroups) when the product is saved.
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrors } from '../../../lib/admin-errors';
import { FormInput } from './FormInput';
import { emptyFields, GROUP_FIELDS, MAX, move, newKey, type FieldErrors, type GroupValues } from './product-form-values';
import { addOnEnter, SpecGroupCard } from './SpecGroupCard';

export interface SpecGroupsEditorProps {
  groups: GroupValues[];
  onChange(groups: GroupValues[]): void;
  errors: FieldErrors;
  /** Forgets one error (its input was edited), or all under a prefix (groups or specs moved or removed). */
  clearErrors(pathOrPrefix: string): void;
  disabled?: boolean;
}

export function SpecGroupsEditor({ groups, onChange, errors, clearErrors, disabled }: SpecGroupsEditorProps) {
  const { t } = useTranslation('admin/product');
  const [announcement, setAnnouncement] = useState('');
  const restructure = (next: GroupValues[]) => {
    clearErrors('specGroups.');
    onChange(next);
  };
  const replace = (gi: number, group: GroupValues) => groups.map((g, i) => (i === gi ? group : g));

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">{t('groups.intro')}</Text>
      {groups.length === 0 ? <Text fontSize="sm" color="gray.600" data-testid="groups-empty">{t('groups.empty')}</Text> : null}
      {groups.map((group, gi) => (
        <SpecGroupCard key={group.key} group={group} index={gi} count={groups.length} errors={errors} disabled={disabled} clearError={clearErrors}
          onChange={(g) => onChange(replace(gi, g))}
          onRestructure={(g) => restructure(replace(gi, g))}
          onMove={(by) => restructure(move(groups, gi, by))}
          onRemove={() => {
            restructure(groups.filter((_, i) => i !== gi));
            setAnnouncement(t('groups.removed', { name: group.nameTr }));
          }} />
      ))}
      <NewGroup disabled={disabled} onAdd={(group) => {
        onChange([...groups, group]);
        setAnnouncement(t('groups.added', { name: group.nameTr }));
      }} />
      <Box srOnly aria-live="polite">{announcement}</Box>
    </Stack>
  );
}

const blankGroup = { nameTr: '', nameEn: '' };

/** Adds a group: both names are needed (after trimming); the reason shows next to the inputs otherwise. */
function NewGroup({ disabled, onAdd }: { disabled?: boolean; onAdd(group: GroupValues): void }) {
  const { t } = useTranslation('admin/product');
  const errors = useAdminErrors('product');
  const [names, setNames] = useState(blankGroup);
  const [missing, setMissing] = useState<string[]>([]);
  const add = () => {
    const empty = emptyFields(names, GROUP_FIELDS);
    setMissing(empty);
    if (empty.length) return;
    onAdd({ key: newKey(), nameTr: names.nameTr.trim(), nameEn: names.nameEn.trim(), specs: [] });
    setNames(blankGroup);
  };
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p={{ base: '3', md: '4' }} role="group" aria-label={t('groups.newTitle')}
      data-testid="new-group" onKeyDown={addOnEnter(add)}>
      <Text fontWeight="semibold" mb="2">{t('groups.newTitle')}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {GROUP_FIELDS.map((f) => (
          <FormInput key={f} label={t(`groups.${f}`)} name={`new-group-${f}`} value={names[f]} maxLength={MAX.groupName} disabled={disabled}
            lang={f === 'nameTr' ? 'tr' : 'en'} error={missing.includes(f) ? errors.fieldText(`specGroups.${f}`, 'REQUIRED') : null}
            onChange={(value) => { setNames({ ...names, [f]: value }); setMissing(missing.filter((m) => m !== f)); }} />
        ))}
      </SimpleGrid>
      <HStack mt="3" gap="3" wrap="wrap">
        <Button size="sm" colorPalette="brand" variant="outline" onClick={add} disabled={disabled}><Plus aria-hidden="true" />{t('groups.add')}</Button>
        {missing.length ? <Text role="alert" fontSize="sm" color="red.600" data-testid="group-rule">{t('groups.rule')}</Text> : null}
      </HStack>
    </Box>
  );
}
