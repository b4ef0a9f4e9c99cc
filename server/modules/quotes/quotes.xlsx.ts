// The quote requests as an Excel workbook, one row per product asked for (so sales can sort and sum by product), the
// dates as real dates in the site's zone.
import { siteText } from '../../common/site-texts.js';
import { spreadsheetSerial } from '../../common/time-zone.js';
import { XLSX_DATE_TIME as DATE_TIME, XLSX_HEADER as HEADER, xlsxWorkbook, type XlsxCell as Cell } from '../../spreadsheets/xlsx.js';
import type { Language } from '../../shared/ssr-contract.js';
import type { QuoteRequest } from './quote-request.entity.js';

export const QUOTES_XLSX_FILENAME = 'quote-requests.xlsx';

const COLUMNS = [
  'reference',
  'date',
  'status',
  'company',
  'fullName',
  'email',
  'phone',
  'country',
  'city',
  'product',
  'quantity',
  'note',
  'message',
] as const;
const WIDTHS = [18, 18, 14, 28, 24, 30, 18, 14, 14, 32, 10, 32, 48];

/** Headers and the sheet's name from the admin's `quotes` namespace in `lng`. */
export function quoteRequestsXlsx(requests: readonly QuoteRequest[], lng: Language, timeZone: string): Uint8Array {
  const text = (key: string) => siteText(lng, 'admin/quotes', key);
  const rows: Cell[][] = [
    COLUMNS.map((c) => ({ text: text(`export.columns.${c}`), style: HEADER })),
    ...requests.flatMap((r) =>
      r.lines
        .getItems()
        .map((line): Cell[] => [
          { text: r.reference },
          { number: spreadsheetSerial(r.createdAt, timeZone), style: DATE_TIME },
          { text: text(`statuses.${r.status}`) },
          { text: r.company },
          { text: r.fullName },
          { text: r.email },
          { text: r.phone },
          { text: r.country },
          { text: r.city },
          { text: line.productName },
          { number: line.quantity },
          { text: line.note },
          { text: r.message },
        ]),
    ),
  ];
  return xlsxWorkbook(text('export.sheet'), WIDTHS, rows);
}
