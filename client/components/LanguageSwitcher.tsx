import { Button, Menu } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, rememberLanguage } from '../lib/i18n';

/** Spec: offers tr and en and shows the current code; the choice is remembered (localStorage and cookie). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const change = (lng: string) => {
    if (!isLanguage(lng) || lng === i18n.language) return;
    void i18n.changeLanguage(lng);
    rememberLanguage(lng);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t('language.label')}: ${i18n.language.toLocaleUpperCase('en')}`} data-testid="language-switcher">
          <Globe size={16} aria-hidden="true" />
          {i18n.language.toLocaleUpperCase('en')}
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="36">
          <Menu.RadioItemGroup value={i18n.language} onValueChange={(e) => change(e.value)}>
            {LANGUAGES.map((lng) => (
              <Menu.RadioItem key={lng} value={lng} lang={lng} data-testid={`lang-${lng}`}>
                <Menu.ItemText>{lng.toLocaleUpperCase('en')} · {t(`language.${lng}`)}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
