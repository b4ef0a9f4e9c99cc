import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** Date and time of a version in the admin's language, as every admin screen writes them, on the site's clock. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((iso: string) => formatDateTime(iso, lang), [lang]);
}
