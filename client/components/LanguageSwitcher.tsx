import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, rememberLanguage, type Language } from '../app/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const change = (lng: Language) => {
    void i18n.changeLanguage(lng);
    rememberLanguage(lng);
  };
  return (
    <HStack gap="1" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="xs"
          variant={i18n.language === lng ? 'solid' : 'ghost'}
          colorPalette="blue"
          aria-pressed={i18n.language === lng}
          title={t(`language.${lng}`)}
          lang={lng}
          onClick={() => change(lng)}
          data-testid={`lang-${lng}`}
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </HStack>
  );
}
