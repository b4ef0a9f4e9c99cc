import { Box, Button } from '@chakra-ui/react';
import { Check, Globe } from 'lucide-react';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGE_SWITCH_PATH } from '../../server/shared/ssr-contract';
import { SUMMARY_STYLE, useDetailsDisclosure } from './details-disclosure';
import { useRenderInfo } from './render-context';
import { isLanguage, LANGUAGES, rememberLanguage, switchLanguage, type Language } from '../lib/i18n';

/** What choosing a language does to the instance the switcher shows. */
export type LanguageChoice = (i18n: I18n, lng: Language) => void;

/** The visitor's choice: the site shown in it and remembered (localStorage and cookie). */
const chooseVisitorLanguage: LanguageChoice = (i18n, lng) => {
  void switchLanguage(i18n, lng);
  rememberLanguage(lng);
};

/**
 * The switcher in the site's header is the visitor's; the admin's shell and its preview of the site give their own
 * choice here, so that neither changes the other's language.
 */
export const LanguageChoiceContext = createContext<LanguageChoice>(chooseVisitorLanguage);

/**
 * Spec: offers tr and en and shows the current code; the choice is remembered (LanguageChoiceContext). A disclosure
 * (<details>) of two links, which works before and without the page's script: each link goes through the server's
 * switch (server/web/language-switch.ts), which remembers the choice and comes back to this page in it; with the
 * script the choice is made in place. Chakra's Menu would bring a positioning engine and its state machines to every
 * page for two choices.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useContext(LanguageChoiceContext);
  const { pathname, search } = useLocation();
  const { close, summary, details } = useDetailsDisclosure();
  const current = i18n.language.toLocaleUpperCase('en');

  const { islandPage } = useRenderInfo();

  const choose = (event: MouseEvent, lng: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    // On a page of islands the rest of the page is the server's HTML: the link brings the page in that language.
    if (islandPage) {
      if (isLanguage(lng)) rememberLanguage(lng);
      return;
    }
    event.preventDefault();
    close(true);
    if (!isLanguage(lng) || lng === i18n.language) return;
    chooseLanguage(i18n, lng);
  };

  return (
    <Box asChild position="relative">
      <details {...details}>
        <Button asChild variant="outline" size="sm" type={undefined}>
          <summary ref={summary} aria-label={`${t('language.label')}: ${current}`} data-testid="language-switcher" style={SUMMARY_STYLE}>
            <Globe size={16} aria-hidden="true" />
            {current}
          </summary>
        </Button>
        <Box
          as="ul"
          position="absolute"
          right="0"
          top="calc(100% + 0.25rem)"
          minW="36"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          p="1"
          listStyleType="none"
        >
          {LANGUAGES.map((lng) => (
            <li key={lng}>
              <Button asChild variant="ghost" size="sm" w="full" justifyContent="space-between" fontWeight="normal" type={undefined}>
                <a
                  href={`${LANGUAGE_SWITCH_PATH}/${lng}?${new URLSearchParams({ next: pathname + search })}`}
                  rel="nofollow"
                  lang={lng}
                  aria-current={lng === i18n.language ? 'true' : undefined}
                  data-testid={`lang-${lng}`}
                  onClick={(event) => choose(event, lng)}
                >
                  {lng.toLocaleUpperCase('en')} · {t(`language.${lng}`)}
                  {lng === i18n.language ? <Check size={16} aria-hidden="true" /> : null}
                </a>
              </Button>
            </li>
          ))}
        </Box>
      </details>
    </Box>
  );
}
