// "Export CSV": the file is admin-only, so it is fetched with the token (a plain link could not send it) and saved
// from the browser with an object URL.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { clearSession, sessionToken } from '../../../lib/session';

export const CSV_URL = '/api/contact-messages.csv';

/** The name the server suggests (Content-Disposition), else one with today's date. */
function fileName(disposition: string | null): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`;
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCsvExport() {
  const { t, i18n } = useTranslation('messages');
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await fetch(`${CSV_URL}?${new URLSearchParams({ lang: i18n.language })}`, {
        headers: { authorization: `Bearer ${sessionToken() ?? ''}`, accept: 'text/csv' },
        cache: 'no-store',
      });
      // A refused token ends the session here too, as in the Apollo link chain.
      if (response.status === 401) return clearSession();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      save(await response.blob(), fileName(response.headers.get('content-disposition')));
    } catch {
      notify.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting };
}
