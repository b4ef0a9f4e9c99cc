// The inbox as an Excel workbook (server/spreadsheets/xlsx.ts), the dates as real dates in the site's zone.
import { siteText } from '../../common/site-texts.js';
import { spreadsheetSerial } from '../../common/time-zone.js';
import { XLSX_DATE_TIME as DATE_TIME, XLSX_HEADER as HEADER, xlsxWorkbook, type XlsxCell as Cell } from '../../spreadsheets/xlsx.js';
import type { Language } from '../../shared/ssr-contract.js';
import type { ContactMessage } from './contact-message.entity.js';

export { XLSX_TYPE } from '../../spreadsheets/xlsx.js';
export const CONTACT_XLSX_FILENAME = 'contact-messages.xlsx';

const COLUMNS = ['id', 'date', 'status', 'name', 'email', 'phone', 'sourcePage', 'subject', 'mailStatus'] as const;
const WIDTHS = [8, 18, 14, 28, 32, 20, 36, 48, 22];

/** Headers and the sheet's name from the admin's `messages` namespace in `lng`; dates on the clock of `timeZone`. */
export function contactMessagesXlsx(messages: ContactMessage[], lng: Language, timeZone: string): Uint8Array {
  const text = (key: string) => siteText(lng, 'admin/contact', `csv.${key}`);
  const rows: Cell[][] = [
    COLUMNS.map((c) => ({ text: text(c), style: HEADER })),
    ...messages.map((m): Cell[] => [
      { number: m.id },
      { number: spreadsheetSerial(m.createdAt, timeZone), style: DATE_TIME },
      { text: siteText(lng, 'admin/contact', `statuses.${m.status}`) },
      { text: m.name },
      { text: m.email },
      { text: m.phone },
      { text: m.sourcePage ?? '' },
      { text: m.subject },
      { text: text(`mailStatuses.${m.mailStatus}`) },
    ]),
  ];
  return xlsxWorkbook(text('sheet'), WIDTHS, rows);
}
