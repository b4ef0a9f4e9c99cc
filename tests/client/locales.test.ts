// Every text exists in Turkish and English: each namespace is a pair of files with the same keys.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, resourcesFrom } from '../../client/lib/i18n';
import { publicTexts } from '../helpers/render';

const locales = path.resolve(import.meta.dirname, '../../client/locales');

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function namespaces(lng: string): string[] {
  const dir = path.join(locales, lng);
  return [...readdirSync(dir).filter((f) => f.endsWith('.json')), ...readdirSync(path.join(dir, 'admin')).map((f) => `admin/${f}`)].sort();
}

describe('locale files', () => {
  it('tr and en have the same namespaces, each with the same keys, none empty', () => {
    expect(namespaces('en')).toEqual(namespaces('tr'));
    expect(namespaces('tr').length).toBeGreaterThanOrEqual(10);
    for (const ns of namespaces('tr')) {
      const [tr, en] = ['tr', 'en'].map((l) => JSON.parse(readFileSync(path.join(locales, l, ns), 'utf8')));
      expect(keyPaths(en), ns).toEqual(keyPaths(tr));
      for (const [lng, texts] of [
        ['tr', tr],
        ['en', en],
      ] as const) {
        const empty = keyPaths(texts).filter(
          (k) =>
            k
              .split(/[.[\]]/)
              .filter(Boolean)
              .reduce((o: any, p) => o?.[p], texts) === '',
        );
        expect(empty, `${lng}/${ns}`).toEqual([]);
      }
    }
  });

  it('namespaces are found by convention and a missing text shows its key', () => {
    const i18n = createI18n('en', publicTexts);
    expect(i18n.t('contact:sending')).toBe('Sending...');
    expect(i18n.t('solution-details:detail.notFound')).toBe('Solution not found.');
    expect(i18n.t('home:no.such.text')).toBe('no.such.text');
  });

  it("a namespace file does not repeat its folder's name (admin/product.json, not admin/adminProduct.json)", () => {
    const repeated = namespaces('tr').filter((ns) => {
      const [folder, file] = ns.split('/');
      return file && file.toLowerCase().startsWith(folder.toLowerCase());
    });
    expect(repeated).toEqual([]);
  });

  it("a namespace is named by its file's path under the language folder", () => {
    const resources = resourcesFrom({ '../locales/en/common.json': { a: 'A' }, '../locales/en/admin/product.json': { b: 'B' } });
    expect(resources).toEqual({ en: { common: { a: 'A' }, 'admin/product': { b: 'B' } } });
  });
});
