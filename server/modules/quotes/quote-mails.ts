// The two mails a quote request makes: to sales, every line (in both languages, as the team reads either), and to the
// visitor, the reference in their language.
import { siteText, siteTextWith } from '../../common/site-texts.js';
import type { Language } from '../../shared/ssr-contract.js';
import { QuoteMailKind } from './quote-mail.entity.js';
import type { QuoteRequest } from './quote-request.entity.js';

export interface ComposedMail {
  kind: QuoteMailKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
}

const text = (lng: Language, key: string, values: Record<string, string> = {}) => siteTextWith(lng, 'mail', `quote.${key}`, values);
/** A label in both languages: "Adet / Quantity". */
const both = (key: string) => `${text('tr', key)} / ${text('en', key)}`;

function linesOf(request: QuoteRequest, publicUrl: string, lng: Language | null): string {
  const label = (key: string) => (lng ? text(lng, key) : both(key));
  return request.lines
    .getItems()
    .map((line, i) =>
      [
        `${i + 1}. ${line.productName} (${publicUrl}/products/${line.productSlug})`,
        `   ${label('quantity')}: ${line.quantity}`,
        line.note ? `   ${label('note')}: ${line.note}` : '',
        line.datasheetUrl ? `   ${label('datasheet')}: ${line.datasheetName} ${publicUrl}${line.datasheetUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

/** `salesTo`: the request's sales addresses (its categories'), each mailed every line; the first is the visitor's reply-to. */
export function composeQuoteMails(request: QuoteRequest, to: { salesTo: readonly string[]; publicUrl: string }): ComposedMail[] {
  const lng = request.language as Language;
  const values = { reference: request.reference, company: request.company, name: request.fullName, count: String(request.lines.length) };
  const mails: ComposedMail[] = [];
  for (const salesTo of to.salesTo) {
    const person = [
      `${request.fullName} <${request.email}>`,
      request.company,
      request.phone,
      [request.city, request.country].filter(Boolean).join(', '),
      `${siteText('tr', 'mail', 'quote.language')}: ${request.language}`,
    ];
    mails.push({
      kind: QuoteMailKind.sales,
      recipient: salesTo,
      replyTo: request.email,
      subject: text('tr', 'salesSubject', values),
      body: [
        `${text('tr', 'salesIntro')} / ${text('en', 'salesIntro')}`,
        `${request.reference}`,
        `${both('contact')}:\n${person.filter(Boolean).join('\n')}`,
        `${both('lines')}:\n${linesOf(request, to.publicUrl, null)}`,
        request.message ? `${both('message')}:\n${request.message}` : '',
        request.downloads.length ? `${both('downloads')}:\n${request.downloads.map((d) => `- ${d}`).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n\n')
        .concat('\n'),
    });
  }
  mails.push({
    kind: QuoteMailKind.confirmation,
    recipient: request.email,
    replyTo: to.salesTo[0] ?? null,
    subject: text(lng, 'confirmationSubject', values),
    body: [
      text(lng, 'confirmationGreeting', values),
      text(lng, 'confirmationBody', values),
      `${text(lng, 'lines')}:\n${linesOf(request, to.publicUrl, lng)}`,
      `-- \n${siteText(lng, 'mail', 'site')}`,
    ]
      .join('\n\n')
      .concat('\n'),
  });
  return mails;
}
