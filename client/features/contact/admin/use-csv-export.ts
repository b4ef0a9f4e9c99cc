// "Export CSV" and "Export to Excel": the files are admin-only, so they are fetched with the token (a plain link
// could not send it) and saved from the browser with an object URL. The workbook is what a Turkish Excel opens as
// columns at once (its list separator is ';', so a comma CSV lands in one column); the CSV is for programs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { clearSession, sessionToken } from '../../../lib/session';

export const CSV_URL = '/api/contact-messages.csv';
export const XLSX_URL = '/api/contact-messages.xlsx';

export type ExportFormat = 'csv' | 'xlsx';
const EXPORTS: Record<ExportFormat, { url: string; accept: string; failed: string }> = {
  csv: { url: CSV_URL, accept: 'text/csv', failed: 'export.failed' },
  xlsx: { url: XLSX_URL, accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', failed: 'export.xlsxFailed' },
};

/** The name the server suggests (Content-Disposition), else one with today's date. */
function fileName(disposition: string | null, format: ExportFormat): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `contact-messages-${new Date().toISOString().slice(0, 10)}.${format}`;
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
  const { t, i18n } = useTranslation('admin/messages');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const exportFile = async (format: ExportFormat) => {
    const { url, accept, failed } = EXPORTS[format];
    setExporting(format);
    try {
      const response = await fetch(`${url}?${new URLSearchParams({ lang: i18n.language })}`, {
        headers: { authorization: `Bearer ${sessionToken() ?? ''}`, accept },
        cache: 'no-store',
      });
      // A refused token ends the session here too, as in the Apollo link chain.
      if (response.status === 401) return clearSession();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      save(await response.blob(), fileName(response.headers.get('content-disposition'), format));
    } catch {
      notify.error(t(failed));
    } finally {
      setExporting(null);
    }
  };

  return { exportFile, exporting };
}
