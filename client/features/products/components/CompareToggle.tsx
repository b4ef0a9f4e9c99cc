import { Button } from '@chakra-ui/react';
import { Check, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { toggleCompared, useCompared } from './compare-store';
import { COMPARE_NS, compareTexts } from './compare-texts';

export interface CompareToggleProps {
  slug: string;
  name: string;
  /** On a card: a small button named with the product. On its page: a large one, and the way to the comparison. */
  variant?: 'card' | 'page';
}

/**
 * Adds the product to the comparison kept in this browser, or takes it out (a toggle: aria-pressed; once added it says
 * so, "Karşılaştırmada", with a tick and a cross that takes it out, not colour alone). The server and hydration show
 * it not chosen; the stored choice shows right after. Its texts are the comparison's, loaded with its code (the pages
 * showing it do not carry them). It is a form: sent before or without the page's script, it opens the comparison of this
 * product, where others are added.
 */
export function CompareToggle(props: CompareToggleProps) {
  return (
    <compareTexts.Gate listed={false}>
      <Toggle {...props} />
    </compareTexts.Gate>
  );
}

function Toggle({ slug, name, variant = 'card' }: CompareToggleProps) {
  const { t } = useTranslation(COMPARE_NS);
  const list = useCompared();
  const chosen = list.some((p) => p.slug === slug);
  const onPage = variant === 'page';
  const Icon = chosen ? Check : Plus;
  // Without the page's script (or before it), a form: the comparison's page with this product, where others are added.
  const button = (
    <form
      method="get"
      action={paths.compare([])}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        toggleCompared({ slug, name });
      }}
    >
      <input type="hidden" name="slugs" value={slug} />
      <Button
        type="submit"
        colorPalette="brand"
        variant={chosen ? 'solid' : 'outline'}
        size={onPage ? 'lg' : 'sm'}
        bg={chosen ? undefined : 'white'}
        // Above the card's link overlay, which covers the whole card.
        position="relative"
        zIndex="1"
        aria-pressed={chosen}
        aria-label={onPage ? undefined : t(chosen ? 'toggle.addedLabel' : 'toggle.cardLabel', { name })}
        title={chosen ? t('table.removeLabel', { name }) : undefined}
        data-testid="compare-toggle"
      >
        <Icon size={onPage ? 18 : 16} aria-hidden="true" />
        {t(chosen ? 'toggle.added' : onPage ? 'toggle.page' : 'toggle.card')}
        {chosen ? <X size={onPage ? 16 : 14} aria-hidden="true" style={{ opacity: 0.8 }} /> : null}
      </Button>
    </form>
  );
  if (!onPage || !chosen || list.length < 2) return button;
  return (
    <>
      {button}
      <LinkButton colorPalette="brand" variant="ghost" size="lg">
        <RouterLink to={paths.compare(list.map((p) => p.slug))} data-testid="compare-open">
          {t('toggle.open', { count: list.length })}
        </RouterLink>
      </LinkButton>
    </>
  );
}
