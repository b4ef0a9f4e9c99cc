import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Grid, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { useAccess } from '../../../components/admin/use-access';
import { AdminQuoteRoutesDocument, AdminSetQuoteRoutesDocument, type ProductCategory } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { looksLikeEmail } from '../../../../server/shared/contact-form';

/** The catalogue's categories in display order (server/modules/products/product-category.ts). */
const CATEGORIES: ProductCategory[] = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];

type Stored = ReadonlyArray<{ category: string; mailTo: string }>;

/**
 * Where each category's quote requests are mailed: the team sees the table, administrators change it. An empty field is
 * the default address (QUOTE_MAIL_TO); a request naming several categories reaches each of their addresses.
 */
export function QuoteRoutesEditor() {
  const { t } = useTranslation('admin/quotes');
  const editable = useAccess().may('setQuoteRoutes');
  const { data } = useQuery(AdminQuoteRoutesDocument);
  return (
    <Box
      as="section"
      aria-labelledby="quote-routes-heading"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      mt="8"
    >
      <Stack gap="1" mb="4">
        <Heading as="h2" id="quote-routes-heading" size="md">
          {t('routes.title')}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {t('routes.description')}
        </Text>
      </Stack>
      {/* The fields start from the table as stored, once: what is typed is never overwritten by a later read. */}
      {data ? <RoutesForm stored={data.quoteRoutes} editable={editable} /> : <Spinner size="sm" color="brand.500" />}
    </Box>
  );
}

function RoutesForm({ stored, editable }: { stored: Stored; editable: boolean }) {
  const { t } = useTranslation('admin/quotes');
  const errors = useAdminErrors('admin/quotes:quote');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(stored.map((r) => [r.category, r.mailTo])));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [save, { loading }] = useMutation(AdminSetQuoteRoutesDocument, { refetchQueries: [AdminQuoteRoutesDocument] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = CATEGORIES.filter((c) => values[c]?.trim() && !looksLikeEmail(values[c].trim()));
    setInvalid(wrong);
    if (wrong.length) return document.getElementById(`quote-route-${wrong[0]}`)?.focus();
    const routes = CATEGORIES.filter((c) => values[c]?.trim()).map((category) => ({ category, mailTo: values[category].trim() }));
    try {
      await save({ variables: { routes } });
      notify.success(t('routes.saved'));
    } catch (error) {
      notify.error(errors.describe(error, 'save').text);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="quote-routes">
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {CATEGORIES.map((category) => (
            <Field.Root key={category} id={`quote-route-${category}`} invalid={invalid.includes(category)} readOnly={!editable}>
              <Field.Label>{t(`common:category.${category}`)}</Field.Label>
              <Input
                type="email"
                maxLength={254}
                placeholder={t('routes.placeholder')}
                value={values[category] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [category]: e.target.value }))}
              />
              <Field.ErrorText>{t('routes.invalid')}</Field.ErrorText>
            </Field.Root>
          ))}
        </Grid>
        {editable ? (
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading} loadingText={t('routes.saving')}>
            <Save size={16} aria-hidden="true" />
            {t('routes.save')}
          </Button>
        ) : (
          <Text fontSize="sm" color="gray.600">
            {t('routes.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
