import { Box, Button, Flex } from '@chakra-ui/react';
import { ClipboardPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAX_QUOTE_LINES } from '../../../../server/shared/quote-request';
import { paths } from '../../../config/paths';
import { addToQuote, quoteList } from '../../../lib/quote-list';
import { QUOTE_NS, quoteTexts } from './quote-texts';

export interface QuoteButtonProps {
  slug: string;
  name: string;
  /** On a card or in the comparison: a small button named with the product. On its page: a large one. */
  variant?: 'card' | 'page';
}

/**
 * "Request a quote": adds the product to the quote list kept in this browser and says so, with the way to the list. It
 * is a form: sent before or without the page's script, it opens the quote page with this product, where others are added.
 */
export function QuoteButton(props: QuoteButtonProps) {
  return (
    <quoteTexts.Gate listed={false}>
      <AddToQuote {...props} />
    </quoteTexts.Gate>
  );
}

function AddToQuote({ slug, name, variant = 'card' }: QuoteButtonProps) {
  const { t } = useTranslation(QUOTE_NS);
  const [told, setTold] = useState<{ text: string; count: number } | null>(null);
  const onPage = variant === 'page';
  return (
    <form
      method="get"
      action={paths.quote()}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        const added = addToQuote({ slug, name });
        setTold({ text: added ? t('button.added', { name }) : t('button.full', { max: MAX_QUOTE_LINES }), count: quoteList().length });
      }}
    >
      <input type="hidden" name="slugs" value={slug} />
      <Flex direction="column" gap="1.5" align={onPage ? { base: 'stretch', sm: 'start' } : 'start'} position="relative" zIndex="1">
        <Button
          type="submit"
          colorPalette="brand"
          variant={onPage ? 'solid' : 'subtle'}
          size={onPage ? 'lg' : 'sm'}
          aria-label={onPage ? undefined : t('button.cardLabel', { name })}
          data-testid="quote-add"
        >
          <ClipboardPlus size={onPage ? 18 : 16} aria-hidden="true" />
          {t('button.label')}
        </Button>
        {/* Always there, so that the first addition is announced too. */}
        <Box role="status" fontSize="sm" color="gray.700" data-testid="quote-told">
          {told ? (
            <>
              {told.text}{' '}
              <Box asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
                <RouterLink to={paths.quote()}>{t('button.view', { count: told.count })}</RouterLink>
              </Box>
            </>
          ) : null}
        </Box>
      </Flex>
    </form>
  );
}
