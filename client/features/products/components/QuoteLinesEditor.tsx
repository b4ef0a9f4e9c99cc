import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY } from '../../../../server/shared/quote-request';
import { QUOTE_NOTE_MAX, type QuoteErrors } from '../../../../server/shared/quote-form';
import { paths } from '../../../config/paths';
import { nativeControl } from './native-control';
import { ProductChoiceSelect, type ProductChoice } from './ProductChoiceSelect';
import { QUOTE_NS } from './quote-texts';
import type { QuoteLines } from './use-quote-lines';

const ErrorText = ({ text, id }: { text?: string; id: string }) =>
  text ? (
    <Text id={id} color="red.700" fontSize="sm">
      {text}
    </Text>
  ) : null;

/**
 * The products asked for, each with its quantity and note, and the product to add. Every button sends the page's form
 * (`intent`): without the script the server answers with the page changed (server/modules/quotes/quote-form.routes.ts);
 * with it the form's own handler does the same in place.
 */
export function QuoteLinesEditor({
  quote,
  choices,
  errors,
}: {
  quote: QuoteLines;
  choices: readonly ProductChoice[];
  errors: QuoteErrors;
}) {
  const { t } = useTranslation(QUOTE_NS);
  const nameOf = (slug: string) => choices.find((c) => c.slug === slug)?.name ?? quote.keptName(slug) ?? slug;
  const left = choices.filter((c) => !quote.lines.some((l) => l.slug === c.slug));
  return (
    <Stack gap="4">
      {quote.lines.length ? (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="quote-lines">
          {quote.lines.map((line, i) => {
            const name = nameOf(line.slug);
            const quantityError = errors[`items.${i}.quantity`];
            const lineError = errors[`items.${i}.product`] ?? errors[`items.${i}.note`];
            return (
              <Box as="li" key={line.slug} borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white" p="4" data-testid="quote-line">
                <input type="hidden" name="slug" value={line.slug} />
                <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) 8rem minmax(0, 2fr) auto' }} gap="3" alignItems="end">
                  <Box asChild fontWeight="semibold" color="brand.700" alignSelf="center" overflowWrap="anywhere">
                    <RouterLink to={paths.product(line.slug)}>{name}</RouterLink>
                  </Box>
                  <Flex asChild direction="column" gap="1" fontSize="sm" fontWeight="medium">
                    <label>
                      {t('lines.quantity')}
                      <Box asChild {...nativeControl(!!quantityError)}>
                        <input
                          id={`quote-q-${i}`}
                          type="number"
                          name="quantity"
                          inputMode="numeric"
                          min={1}
                          max={MAX_QUOTE_QUANTITY}
                          step={1}
                          required
                          value={line.quantity}
                          onChange={(e) => quote.change(i, 'quantity', e.target.value)}
                          aria-invalid={quantityError ? true : undefined}
                          aria-describedby={quantityError ? `quote-q-${i}-error` : undefined}
                          data-testid="quote-quantity"
                        />
                      </Box>
                    </label>
                  </Flex>
                  <Flex asChild direction="column" gap="1" fontSize="sm" fontWeight="medium">
                    <label>
                      {t('lines.note')}
                      <Box asChild {...nativeControl()}>
                        <input
                          name="note"
                          maxLength={QUOTE_NOTE_MAX}
                          placeholder={t('lines.notePlaceholder')}
                          value={line.note}
                          onChange={(e) => quote.change(i, 'note', e.target.value)}
                        />
                      </Box>
                    </label>
                  </Flex>
                  <Button
                    type="submit"
                    name="intent"
                    value={`remove:${i}`}
                    formNoValidate
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('lines.removeLabel', { name })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    <Box as="span" display={{ md: 'none' }}>
                      {t('lines.remove')}
                    </Box>
                  </Button>
                </Grid>
                <ErrorText id={`quote-q-${i}-error`} text={quantityError ? t(quantityError) : undefined} />
                <ErrorText id={`quote-l-${i}-error`} text={lineError ? t(lineError) : undefined} />
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Stack
          gap="1"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gray.300"
          rounded="lg"
          p="6"
          textAlign="center"
          data-testid="quote-empty"
        >
          <Text fontWeight="semibold" color="gray.900">
            {t('lines.empty')}
          </Text>
          <Text color="gray.600">{t('lines.emptyDescription')}</Text>
          <Box asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={paths.products()}>{t('lines.browse')}</RouterLink>
          </Box>
        </Stack>
      )}
      <ErrorText id="quote-items-error" text={errors.items ? t(errors.items) : undefined} />
      {left.length && quote.lines.length < MAX_QUOTE_LINES ? (
        <ProductChoiceSelect
          label={t('add.label')}
          placeholder={t('add.placeholder')}
          submit={t('add.submit')}
          choices={left}
          name="add"
          id="quote-add"
          testId="quote-add-select"
          button={{ name: 'intent', value: 'add', formNoValidate: true, 'data-testid': 'quote-add-submit' }}
        />
      ) : null}
    </Stack>
  );
}
