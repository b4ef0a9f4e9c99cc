// Both languages of one text side by side (no CMS does this): Turkish left, English right. The English
// side shows when it is missing, and when its Turkish changed after it was last saved ("may be out of date")
// until it is edited or confirmed.
import { Badge, Button, Field, HStack, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { CheckCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor, type PickedImage } from './RichTextEditor';
import { useFieldAccess } from './use-access';

export interface BilingualFieldProps {
  label: string;
  /** Input names: `<name>Tr` and `<name>En`. */
  name: string;
  tr: string;
  en: string;
  onTrChange(value: string): void;
  onEnChange(value: string): void;
  /** Rows of a text area; a one-line input when left out. */
  rows?: number;
  /** Rich text (HTML) edited visually instead of a text area. */
  rich?: boolean;
  /** With `rich`: chooses an image to insert (see RichTextEditor). */
  onPickImage?: (lang?: string) => Promise<PickedImage | null>;
  required?: { tr?: boolean; en?: boolean };
  errors?: { tr?: string | null; en?: string | null };
  /** The server marked this English text as possibly out of date and it has not been touched since. */
  outdated?: boolean;
  /** The editor confirms the English is still right (sent as confirmedEnglish on save). */
  onConfirmEnglish?(): void;
  hint?: string;
  disabled?: boolean;
}

export function BilingualField(props: BilingualFieldProps) {
  const {
    label,
    name,
    tr,
    en,
    onTrChange,
    onEnChange,
    rows,
    rich,
    onPickImage,
    required,
    errors,
    outdated,
    onConfirmEnglish,
    hint,
    disabled,
  } = props;
  const { t } = useTranslation('admin/common');
  // A translator reads the Turkish and writes the English; a record the person may not change is read only.
  const access = useFieldAccess();
  const locked = { tr: access !== 'all', en: access === 'none' };
  // The visual editor is no labelable element: it names itself after its label by id.
  const labelIds = { tr: `${useId()}-label`, en: `${useId()}-label` };
  const control = (lang: 'tr' | 'en', value: string, onChange: (v: string) => void) => {
    const field = `${name}${lang === 'tr' ? 'Tr' : 'En'}`;
    if (rich) {
      return (
        <RichTextEditor
          name={field}
          value={value}
          onChange={onChange}
          lang={lang}
          disabled={disabled || locked[lang]}
          onPickImage={onPickImage}
          labelledBy={labelIds[lang]}
          invalid={!!errors?.[lang]}
        />
      );
    }
    const common = {
      name: field,
      value,
      disabled,
      readOnly: locked[lang],
      // Read only looks it: what a person cannot change is set apart from what they can.
      bg: locked[lang] ? 'gray.100' : undefined,
      lang,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    };
    return rows ? <Textarea {...common} rows={rows} /> : <Input {...common} />;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '5' }} role="group" aria-label={label}>
      <Field.Root required={required?.tr} invalid={!!errors?.tr} readOnly={locked.tr} minW="0" ids={{ label: labelIds.tr }}>
        <Field.Label>
          {t('bilingual.label', { label, lang: 'TR' })}
          {required?.tr ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        {control('tr', tr, onTrChange)}
        {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
        <Field.ErrorText>{errors?.tr}</Field.ErrorText>
      </Field.Root>
      <Field.Root required={required?.en} invalid={!!errors?.en} readOnly={locked.en} minW="0" ids={{ label: labelIds.en }}>
        <HStack justify="space-between" w="full" wrap="wrap" gap="1">
          <Field.Label>
            {t('bilingual.label', { label, lang: 'EN' })}
            {required?.en ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          {!en.trim() && tr.trim() ? (
            <Badge colorPalette="orange" data-testid={`missing-${name}`}>
              {t('bilingual.missing')}
            </Badge>
          ) : null}
          {outdated && en.trim() ? (
            <HStack gap="1" data-testid={`outdated-${name}`}>
              <Badge colorPalette="yellow">
                <TriangleAlert size={12} aria-hidden="true" />
                {t('bilingual.outdated')}
              </Badge>
              {onConfirmEnglish ? (
                <Button size="2xs" variant="outline" onClick={onConfirmEnglish} disabled={disabled || locked.en}>
                  <CheckCheck size={12} aria-hidden="true" />
                  {t('bilingual.confirm')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </HStack>
        {control('en', en, onEnChange)}
        <Field.ErrorText>{errors?.en}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
