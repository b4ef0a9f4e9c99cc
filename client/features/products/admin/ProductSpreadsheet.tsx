// The product list's Export and Import: the catalogue as a spreadsheet (one row per spec), and the same file loaded
// back. A chosen file is first sent as a dry run, whose report (what would be created, updated, left as it is, each
// product that changes and what in it, or every problem by row and column) is shown before anything changes;
// applying sends it again for real, and the dialog then shows what was done.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { useAccess } from '../../../components/admin/use-access';
import { AdminImportProductsDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { downloadAsAdmin } from '../../../lib/download-file';
import { ProductImportReport, type ImportReport as Report } from './ProductImportReport';

export const PRODUCTS_CSV_URL = '/api/products.csv';
export const PRODUCTS_XLSX_URL = '/api/products.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ProductSpreadsheet({ onImported }: { onImported(): void }) {
  const { t } = useTranslation('admin/product');
  const errors = useAdminErrors('admin/product:product');
  const [send] = useMutation(AdminImportProductsDocument);
  const imports = useAccess().may('importProducts');
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [checking, setChecking] = useState(false);
  const [applying, setApplying] = useState(false);
  /** The file checked (or applied: `applied`) and its report. */
  const [pending, setPending] = useState<{ file: File; report: Report; applied: boolean } | null>(null);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      if (format === 'csv') await downloadAsAdmin(PRODUCTS_CSV_URL, 'text/csv', 'products.csv');
      else await downloadAsAdmin(PRODUCTS_XLSX_URL, XLSX_TYPE, 'products.xlsx');
    } catch {
      notify.error(t('spreadsheet.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const run = async (file: File, dryRun: boolean): Promise<Report | null> => {
    try {
      const { data } = await send({ variables: { file, dryRun } });
      return data!.importProducts;
    } catch (error) {
      notify.error(errors.describe(error, 'import').text);
      return null;
    }
  };

  const check = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setChecking(true);
    const report = await run(file, true);
    setChecking(false);
    if (report) setPending({ file, report, applied: false });
  };

  const apply = async () => {
    if (!pending) return;
    setApplying(true);
    const report = await run(pending.file, false);
    setApplying(false);
    if (!report) return;
    if (report.errors.length) return setPending({ ...pending, report });
    setPending({ ...pending, report, applied: true });
    notify.success(t('spreadsheet.applied', { created: report.created, updated: report.updated }));
    onImported();
  };

  const report = pending?.report;
  const changes = report ? report.created + report.updated : 0;

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void exportAs('xlsx')}
        loading={exporting === 'xlsx'}
        disabled={!!exporting}
        loadingText={t('spreadsheet.exporting')}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {t('spreadsheet.exportXlsx')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void exportAs('csv')}
        loading={exporting === 'csv'}
        disabled={!!exporting}
        loadingText={t('spreadsheet.exporting')}
      >
        <Download size={16} aria-hidden="true" />
        {t('spreadsheet.export')}
      </Button>
      {imports ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          loading={checking}
          loadingText={t('spreadsheet.checking')}
        >
          <Upload size={16} aria-hidden="true" />
          {t('spreadsheet.import')}
        </Button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
        hidden
        data-testid="product-import-file"
        onChange={(e) => void check(e.currentTarget.files?.[0])}
      />
      <Dialog.Root
        open={!!pending}
        onOpenChange={(e) => {
          if (!e.open && !applying) setPending(null);
        }}
        placement="center"
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('spreadsheet.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {pending ? <ProductImportReport fileName={pending.file.name} report={pending.report} applied={pending.applied} /> : null}
              </Dialog.Body>
              <Dialog.Footer>
                {pending?.applied ? (
                  <Button colorPalette="brand" onClick={() => setPending(null)}>
                    {t('spreadsheet.close')}
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={() => setPending(null)} disabled={applying}>
                      {t('spreadsheet.cancel')}
                    </Button>
                    <Button
                      colorPalette="brand"
                      onClick={() => void apply()}
                      loading={applying}
                      loadingText={t('spreadsheet.applying')}
                      disabled={!report || report.errors.length > 0 || changes === 0}
                    >
                      {t('spreadsheet.apply')}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
