import { chakra, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const Radio = chakra('input');

/** A create form's choice: Yayınla (visitors see it at once, as before) or Taslak olarak kaydet. */
export function PublishChoice({ draft, onChange, disabled }: { draft: boolean; onChange(draft: boolean): void; disabled?: boolean }) {
  const { t } = useTranslation('admin/publishing');
  const name = useId();
  const option = (value: boolean, label: string) => (
    <HStack as="label" gap="1.5" cursor="pointer" fontSize="sm">
      <Radio
        type="radio"
        name={name}
        checked={draft === value}
        disabled={disabled}
        onChange={() => onChange(value)}
        accentColor="brand.500"
        w="4"
        h="4"
      />
      {label}
    </HStack>
  );
  return (
    <chakra.fieldset me="auto" data-testid="publish-choice">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {t('choice.legend')}
      </Text>
      <HStack gap="4" wrap="wrap">
        {option(false, t('choice.publish'))}
        {option(true, t('saveAsDraft'))}
      </HStack>
    </chakra.fieldset>
  );
}
