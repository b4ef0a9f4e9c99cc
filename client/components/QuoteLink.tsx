import { ClipboardList } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { QUOTE_CHANGED } from '../lib/quote-list-events';
import './quote-link.css';

/**
 * The header's way to the quote list, with how many products it holds. The count is this browser's (localStorage), which
 * the server cannot know: client/boot-after-paint.js writes it into the badge's attribute, which its stylesheet shows,
 * before any page script and on every change (a page of islands never hydrates the header), so React leaves the badge to
 * it and asks for a count when the header is rendered anew.
 */
export function QuoteLink() {
  const { t } = useTranslation();
  useEffect(() => void window.dispatchEvent(new Event(QUOTE_CHANGED)), []);
  return (
    <RouterLink to={paths.quote()} title={t('quote.link')} className="quote-link" data-testid="quote-link">
      <ClipboardList size={18} aria-hidden="true" />
      <span className="quote-link-label">{t('quote.link')}</span>
      <span className="quote-count" data-quote-count="" hidden suppressHydrationWarning />
    </RouterLink>
  );
}
