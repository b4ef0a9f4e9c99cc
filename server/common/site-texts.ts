// The site's texts (client/locales/<lng>/<namespace>.json) for what the server itself writes (REST messages,
// PDFs): one source for every text, read once per namespace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths.js';
import type { Language } from '../shared/ssr-contract.js';

const loaded = new Map<string, Record<string, unknown>>();

export function siteTexts(lng: Language, namespace: string): Record<string, unknown> {
  const key = `${lng}/${namespace}`;
  let texts = loaded.get(key);
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(projectRoot, 'client/locales', lng, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    loaded.set(key, texts);
  }
  return texts;
}

/** One text by its dotted key; a missing text is its key, as on the site. */
export function siteText(lng: Language, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], siteTexts(lng, namespace));
  return typeof value === 'string' ? value : key;
}

/** A text with its {{placeholders}} filled, as i18next writes them on the site. */
export function siteTextWith(lng: Language, namespace: string, key: string, values: Record<string, string>): string {
  return siteText(lng, namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** For text the server writes into HTML of its own (a mail, a page shown while the database is away). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
