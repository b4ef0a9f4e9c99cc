// "Export CSV" and "Export to Excel" (client/lib/download-file.ts). The workbook is what a Turkish Excel opens as
// columns at once (its list separator is ';', so a comma CSV lands in one column); the CSV is for programs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { downloadAsAdmin } from '../../../lib/download-file';

export const CSV_URL = '/api/contact-messages.csv';
export const XLSX_URL = '/api/contact-messages.xlsx';

export type ExportFormat = 'csv' | 'xlsx';
const EXPORTS: Record<ExportFormat, { url: string; accept: string; failed: string }> = {
  csv: { url: CSV_URL, accept: 'text/csv', failed: 'export.failed' },
  xlsx: { url: XLSX_URL, accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', failed: 'export.xlsxFailed' },
};

export function useCsvExport() {
  const { t, i18n } = useTranslation('admin/contact');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const exportFile = async (format: ExportFormat) => {
    const { url, accept, failed } = EXPORTS[format];
    setExporting(format);
    try {
      await downloadAsAdmin(
        `${url}?${new URLSearchParams({ lang: i18n.language })}`,
        accept,
        `contact-messages-${new Date().toISOString().slice(0, 10)}.${format}`,
      );
    } catch {
      notify.error(t(failed));
    } finally {
      setExporting(null);
    }
  };

  return { exportFile, exporting };
}
