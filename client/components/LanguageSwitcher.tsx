import { Box, Button } from '@chakra-ui/react';
import { Check, Globe } from 'lucide-react';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
 * (button + list of two buttons), like the header's dropdowns: Chakra's Menu would bring a positioning engine and
 * its state machines to every page for two choices.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useContext(LanguageChoiceContext);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = i18n.language.toLocaleUpperCase('en');

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (lng: string) => {
    close(true);
    if (!isLanguage(lng) || lng === i18n.language) return;
    chooseLanguage(i18n, lng);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Box position="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-label={`${t('language.label')}: ${current}`}
        aria-expanded={open}
        aria-controls={listId}
        data-testid="language-switcher"
        onClick={() => setOpen((v) => !v)}
      >
        <Globe size={16} aria-hidden="true" />
        {current}
      </Button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
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
            <Button
              variant="ghost"
              size="sm"
              w="full"
              justifyContent="space-between"
              fontWeight="normal"
              lang={lng}
              aria-pressed={lng === i18n.language}
              data-testid={`lang-${lng}`}
              onClick={() => choose(lng)}
            >
              {lng.toLocaleUpperCase('en')} · {t(`language.${lng}`)}
              {lng === i18n.language ? <Check size={16} aria-hidden="true" /> : null}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
