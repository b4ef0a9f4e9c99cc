// The inbox as a spreadsheet: UTF-8 with a byte order mark, so that Excel shows Turkish letters right,
// and no cell that a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync';
import { siteText } from '../../common/site-texts.js';
import { zonedIso } from '../../common/time-zone.js';
import type { Language } from '../../shared/ssr-contract.js';
import { defuseFormula } from '../../spreadsheets/formula-cells.js';
import type { ContactMessage } from './contact-message.entity.js';

export const CONTACT_CSV_FILENAME = 'contact-messages.csv';

const COLUMNS = ['id', 'date', 'status', 'name', 'email', 'phone', 'sourcePage', 'subject', 'mailStatus'] as const;

/**
 * Header texts from the admin's `messages` namespace (`csv.*`) in `lng`; one row per message, in the given order;
 * times as ISO 8601 on the clock of `timeZone` (the site's), its offset written out.
 */
export function contactMessagesCsv(messages: ContactMessage[], lng: Language, timeZone: string): string {
  const text = (key: string) => siteText(lng, 'admin/contact', `csv.${key}`);
  const rows = messages.map((m) => [
    String(m.id),
    zonedIso(m.createdAt, timeZone),
    siteText(lng, 'admin/contact', `statuses.${m.status}`),
    m.name,
    m.email,
    m.phone,
    m.sourcePage ?? '',
    m.subject,
    text(`mailStatuses.${m.mailStatus}`),
  ]);
  const cells = [COLUMNS.map((c) => text(c)), ...rows].map((row) => row.map(defuseFormula));
  // RFC 4180 line ends; a cell holding a line break is quoted (csv-stringify only quotes the record delimiter itself).
  return stringify(cells, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
