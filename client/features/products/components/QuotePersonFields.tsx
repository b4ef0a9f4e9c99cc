import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  QUOTE_FIELD_MAX,
  QUOTE_HONEYPOT,
  REQUIRED_QUOTE_FIELDS,
  type QuoteErrors,
  type QuoteValues,
} from '../../../../server/shared/quote-form';
import { ConsentCheckbox } from '../../../components/ConsentCheckbox';
import { nativeControl } from './native-control';
import { QUOTE_NS } from './quote-texts';

type TextField = Exclude<keyof QuoteValues, 'consent' | 'language'>;

const AUTOCOMPLETE: Record<TextField, string> = {
  fullName: 'name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  country: 'country-name',
  city: 'address-level2',
  message: 'off',
};

export interface QuotePersonFieldsProps {
  values: QuoteValues;
  errors: QuoteErrors;
  onChange(field: keyof QuoteValues, value: string | boolean): void;
}

/** Who asks: the fields of the request, the language of the answer, the consent to the privacy notice, and the trap. */
export function QuotePersonFields({ values, errors, onChange }: QuotePersonFieldsProps) {
  const { t } = useTranslation(QUOTE_NS);
  const field = (name: TextField, type = 'text') => {
    const required = (REQUIRED_QUOTE_FIELDS as readonly string[]).includes(name);
    const error = errors[name];
    const props = {
      id: `quote-${name}`,
      name,
      autoComplete: AUTOCOMPLETE[name],
      maxLength: QUOTE_FIELD_MAX[name],
      required,
      value: values[name],
      onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `quote-${name}-error` : undefined,
    };
    return (
      <Stack gap="1.5" gridColumn={name === 'message' ? { md: 'span 2' } : undefined}>
        <Box asChild fontSize="sm" fontWeight="medium">
          <label htmlFor={props.id}>
            {t(`fields.${name}`)}
            {required ? (
              <Box as="span" color="red.700" aria-hidden="true">
                {' '}
                *
              </Box>
            ) : (
              <Box as="span" color="gray.600" fontWeight="normal">
                {' '}
                ({t('optional')})
              </Box>
            )}
          </label>
        </Box>
        <Box asChild {...nativeControl(!!error)} py={name === 'message' ? '2' : undefined}>
          {name === 'message' ? <textarea rows={4} {...props} /> : <input type={type} {...props} />}
        </Box>
        {error ? (
          <Text id={`quote-${name}-error`} color="red.700" fontSize="sm">
            {t(error)}
          </Text>
        ) : null}
      </Stack>
    );
  };
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
      {field('fullName')}
      {field('company')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      {field('country')}
      {field('city')}
      {field('message')}
      <Flex asChild direction="column" gap="1.5" fontSize="sm" fontWeight="medium">
        <label>
          {t('fields.language')}
          <Box asChild {...nativeControl()}>
            <select name="language" value={values.language} onChange={(e) => onChange('language', e.target.value)}>
              <option value="tr">{t('languages.tr')}</option>
              <option value="en">{t('languages.en')}</option>
            </select>
          </Box>
        </label>
      </Flex>
      {/* No person sees or fills it: a form arriving with it filled was filled by a program. */}
      <Box position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden" aria-hidden="true">
        <label>
          {t('fields.website')}
          <input name={QUOTE_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
      <Box gridColumn={{ md: 'span 2' }}>
        <ConsentCheckbox
          id="quote-consent-box"
          text={t('consent')}
          checked={values.consent}
          onChange={(checked) => onChange('consent', checked)}
          error={errors.consent ? t(errors.consent) : undefined}
          testId="quote-consent"
        />
      </Box>
    </Grid>
  );
}
