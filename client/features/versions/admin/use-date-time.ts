import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { siteTimeZone } from '../../../lib/site-time';

/** Date and time of a version in the admin's language (tr-TR or English), in the site's time zone. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(english ? 'en-GB' : 'tr-TR', { timeZone: siteTimeZone(), dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [english]);
}
