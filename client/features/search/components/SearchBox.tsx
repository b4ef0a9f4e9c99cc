import { Button, chakra, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { matchRoute, paths, routes } from '../../../config/paths';
import { LinkButton } from '../../../components/LinkButton';

/** The longest query the server takes (server/modules/search/search.service.ts MAX_QUERY_LENGTH). */
export const MAX_QUERY_LENGTH = 100;

/**
 * The header's search: a plain GET form to /search (it works before, and without, JavaScript), with the page's
 * language kept when it is not the default. On the search page it shows the query searched.
 */
export interface SearchBoxProps {
  /** Its accessible name (the header's and the search page's forms are two landmarks). */
  label: string;
  display?: Record<string, string>;
  /** The field's width (Chakra size tokens by breakpoint); it fills the form by default. */
  inputWidth?: Record<string, string>;
  /** The narrow header field shows its name; the search page's wide one what can be searched. */
  placeholder?: string;
}

export function SearchBox({ label, display, inputWidth = { base: 'full' }, placeholder }: SearchBoxProps) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = matchRoute(pathname)?.key === 'search' ? (params.get('q') ?? '') : '';
  // With JavaScript, the results page renders in place (the language stays the one shown) instead of reloading.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const typed = new FormData(event.currentTarget).get('q');
    const q = (typeof typed === 'string' ? typed : '').trim();
    event.preventDefault();
    if (q) void navigate(paths.search(q));
  };
  return (
    <chakra.form
      role="search"
      aria-label={label}
      action={routes.search.path}
      method="get"
      onSubmit={onSubmit}
      display={display}
      alignItems="center"
      gap="1"
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('label')}</label>
      </VisuallyHidden>
      {/* A plain styled input, not Chakra's Input: its field machinery would weigh on every public page's first load. */}
      <chakra.input
        id={id}
        key={current}
        name="q"
        type="search"
        w={inputWidth}
        h="9"
        px="2.5"
        fontSize="sm"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        _placeholder={{ color: 'fg.muted' }}
        focusRingColor="brand.500"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '0' }}
        defaultValue={current}
        placeholder={placeholder ?? t('placeholder')}
        maxLength={MAX_QUERY_LENGTH}
        required
        enterKeyHint="search"
        autoComplete="off"
      />
      {i18n.language !== 'tr' ? <input type="hidden" name="lang" value={i18n.language} /> : null}
      <Button type="submit" size="sm" variant="outline" aria-label={t('submit')} px="2">
        <Search size={16} aria-hidden="true" />
      </Button>
    </chakra.form>
  );
}

/** Phones and narrow desktops: a link to the search page, whose own form takes the query. */
export function SearchLink({ display }: { display?: Record<string, string> }) {
  const { t } = useTranslation('search');
  return (
    <LinkButton size="sm" variant="outline" aria-label={t('open')} px="2" display={display}>
      <RouterLink to={paths.search()}>
        <Search size={18} aria-hidden="true" />
      </RouterLink>
    </LinkButton>
  );
}
