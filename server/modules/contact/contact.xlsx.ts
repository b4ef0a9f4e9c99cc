// The inbox as an Excel workbook: what a Turkish Excel (whose list separator is ';', not ',') opens as columns at
// once, with Turkish letters intact and the dates as real dates in the site's zone. Text cells are inline strings,
// never formulas, so nothing in a message can run.
import { strToU8, zipSync } from 'fflate';
import { siteText } from '../../common/site-texts.js';
import { spreadsheetSerial } from '../../common/time-zone.js';
import type { Language } from '../../shared/ssr-contract.js';
import type { ContactMessage } from './contact-message.entity.js';

export const CONTACT_XLSX_FILENAME = 'contact-messages.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const COLUMNS = ['id', 'date', 'name', 'email', 'phone', 'subject', 'mailStatus'] as const;
const WIDTHS = [8, 18, 28, 32, 20, 48, 22];
/** Style ids of styles.xml below: 1 a bold header, 2 a date and time as dd.mm.yyyy hh:mm. */
const HEADER = 1;
const DATE_TIME = 2;

/** XML text: escaped, without the control characters XML 1.0 cannot hold. */
const xmlText = (text: string) => text
  .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Cell = { text: string; style?: number } | { number: number; style?: number };

const column = (i: number) => String.fromCharCode(65 + i);

function cellXml(cell: Cell, ref: string): string {
  const style = cell.style ? ` s="${cell.style}"` : '';
  if ('number' in cell) return `<c r="${ref}"${style}><v>${cell.number}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell.text)}</t></is></c>`;
}

function sheetXml(rows: Cell[][]): string {
  const cols = WIDTHS.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const body = rows.map((row, r) => `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${column(c)}${r + 1}`)).join('')}</row>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`;
}

const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/></numFmts>`
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Headers and the sheet's name from the admin's `messages` namespace in `lng`; dates on the clock of `timeZone`. */
export function contactMessagesXlsx(messages: ContactMessage[], lng: Language, timeZone: string): Uint8Array {
  const text = (key: string) => siteText(lng, 'admin/messages', `csv.${key}`);
  const rows: Cell[][] = [
    COLUMNS.map((c) => ({ text: text(c), style: HEADER })),
    ...messages.map((m): Cell[] => [
      { number: m.id }, { number: spreadsheetSerial(m.createdAt, timeZone), style: DATE_TIME }, { text: m.name }, { text: m.email },
      { text: m.phone }, { text: m.subject }, { text: text(`mailStatuses.${m.mailStatus}`) },
    ]),
  ];
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const sheetName = xmlText(text('sheet').replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return zipSync({
    '[Content_Types].xml': strToU8(`${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'),
    '_rels/.rels': strToU8(`${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
      + `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)),
    'xl/styles.xml': strToU8(STYLES),
  });
}
