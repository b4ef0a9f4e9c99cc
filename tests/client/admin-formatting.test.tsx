// Numbers, sizes, dates and stored words in the admin are written in the admin's language: Intl's numbers and units
// (7,51 KB and 349 bayt in Turkish), one date form per language on every screen (the form the date fields use), the
// blog category named in English in the English admin, and a zoned time inside a text without doubled brackets.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../client/app/admin/admin-i18n';
import { DraftNotice } from '../../client/components/admin/DraftNotice';
import BlogsPage from '../../client/features/blog/admin/blogs.page';
import { formatDateText } from '../../client/lib/date-time-text';
import { formatDate, formatDateTime, formatMegabytes, formatSize, formatZonedDateTime } from '../../client/lib/format';
import { toZonedInput } from '../../client/lib/site-time';
import { renderIn } from '../helpers/render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const KB = 1024;
const MB = 1024 * KB;

describe('sizes', () => {
  it('are written as each language writes numbers and units', () => {
    expect(formatSize(7690, 'tr')).toBe('7,51 KB');
    expect(formatSize(349, 'tr')).toBe('349 bayt');
    expect(formatSize(0, 'tr')).toBe('0 bayt');
    expect(formatSize(5 * MB + 123456, 'tr')).toBe('5,12 MB');
    expect(formatSize(7690, 'en')).toBe('7.51 KB');
    expect(formatSize(349, 'en')).toBe('349 bytes');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(3 * 1024 * MB, 'en')).toBe('3 GB');
    expect(formatMegabytes(7.5 * MB, 'tr')).toBe('7,50 MB');
    expect(formatMegabytes(7.5 * MB, 'en')).toBe('7.50 MB');
  });

  it("follow the admin's language where a screen names none, and change with it", async () => {
    const i18n = createAdminI18n('tr');
    expect([formatSize(349), formatSize(7690), formatMegabytes(1.25 * MB)]).toEqual(['349 bayt', '7,51 KB', '1,25 MB']);
    await i18n.changeLanguage('en');
    expect([formatSize(349), formatSize(7690), formatMegabytes(1.25 * MB)]).toEqual(['349 bytes', '7.51 KB', '1.25 MB']);
  });
});

describe('dates', () => {
  const at = '2026-11-28T21:30:00Z'; // 29 November, 00:30 on the site's clock (Europe/Istanbul)

  it("have one form per language, the one the admin's date fields read and write", () => {
    expect(formatDate(at, 'tr')).toBe('29.11.2026');
    expect(formatDate(at, 'en')).toBe('29/11/2026');
    expect(formatDateTime(at, 'tr')).toBe('29.11.2026 00:30');
    expect(formatDateTime(at, 'en')).toBe('29/11/2026 00:30');
    for (const lang of ['tr', 'en']) {
      expect(formatDateTime(at, lang)).toBe(formatDateText(toZonedInput(new Date(at)), lang, 'datetime'));
      expect(formatDate(at, lang)).toBe(formatDateText(toZonedInput(new Date(at)).slice(0, 10), lang, 'date'));
    }
    expect(formatZonedDateTime(at, 'en')).toBe('29/11/2026 00:30 (Europe/Istanbul)');
  });

  it("follow the admin's language where a screen names none", async () => {
    const i18n = createAdminI18n('en');
    expect(formatDate(at)).toBe('29/11/2026');
    await i18n.changeLanguage('tr');
    expect(formatDateTime(at)).toBe('29.11.2026 00:30');
  });

  it('a zoned time inside a text has one pair of brackets', () => {
    renderIn('tr', <DraftNotice savedAt={at} onRestore={() => undefined} onDiscard={() => undefined} />, { admin: true });
    expect(screen.getByTestId('draft-notice').textContent).toContain(
      'Kaydedilmemiş bir taslak bulundu: 29.11.2026 00:30 (Europe/Istanbul)',
    );
    expect(screen.getByTestId('draft-notice').textContent).not.toContain('))');
    cleanup();
    renderIn('en', <DraftNotice savedAt={at} onRestore={() => undefined} onDiscard={() => undefined} />, { admin: true });
    expect(screen.getByTestId('draft-notice').textContent).toContain('An unsaved draft was found: 29/11/2026 00:30 (Europe/Istanbul)');
  });

  it('no admin text puts a time or date (which names its zone in brackets) inside brackets of its own', () => {
    const texts = import.meta.glob<Record<string, unknown>>('../../client/locales/*/admin/*.json', { eager: true, import: 'default' });
    const values = (node: unknown, key: string): [string, string][] =>
      typeof node === 'string'
        ? [[key, node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => values(v, `${key}.${k}`));
    const bracketed = Object.entries(texts)
      .flatMap(([file, json]) => values(json, file))
      .filter(([, text]) => /\([^()]*\{\{(?:time|date)\}\}[^()]*\)/.test(text));
    expect(bracketed).toEqual([]);
  });
});

describe('the blog list', () => {
  const row = {
    __typename: 'Blog',
    id: 4,
    slug: 'enerji',
    titleTr: 'Enerji',
    titleEn: 'Energy',
    summaryTr: 'Özet.',
    category: 'Genel',
    updatedAt: '2026-03-04T10:00:00Z',
    englishMissing: [],
    englishOutdated: [],
    status: 'PUBLISHED',
    publishedAt: '2026-03-04T10:00:00Z',
  };
  const server = () =>
    new ApolloClient({
      link: new ApolloLink(
        (operation) =>
          new Observable((observer) => {
            observer.next({
              data:
                operation.operationName === 'AdminBlogCount'
                  ? { __typename: 'Query', blogCount: 1 }
                  : { __typename: 'Query', blogs: [row] },
            } as never);
            observer.complete();
          }),
      ),
      cache: new InMemoryCache(),
    });

  it("names the stored category and writes the date in the admin's language", async () => {
    for (const [lng, category, date] of [
      ['en', 'General', '04/03/2026'],
      ['tr', 'Genel', '04.03.2026'],
    ] as const) {
      renderIn(
        lng,
        <ApolloProvider client={server()}>
          <BlogsPage />
        </ApolloProvider>,
        { admin: true },
      );
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
      const cells = within(screen.getAllByRole('row')[1]);
      expect(cells.getByText(category)).toBeTruthy();
      expect(cells.getByText(date)).toBeTruthy();
      if (lng === 'en') expect(cells.queryByText('Genel')).toBeNull();
      cleanup();
    }
  });
});
