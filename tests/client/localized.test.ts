import { describe, expect, it } from 'vitest';
import { firstText, localized, ownLanguage } from '../../client/lib/localized';
import { formatSiteDate, formatSize } from '../../client/lib/format';

describe('the en → tr display rule', () => {
  it('English shows the English text when present, else the Turkish one; Turkish always the Turkish one', () => {
    expect(localized('en', 'Başlık', 'Title')).toBe('Title');
    expect(localized('en', 'Başlık', '')).toBe('Başlık');
    expect(localized('en', 'Başlık', null)).toBe('Başlık');
    expect(localized('en', 'Başlık', '   ')).toBe('Başlık');
    expect(localized('en', '<p>Metin</p>', '<p></p>')).toBe('<p>Metin</p>');
    expect(localized('tr', 'Başlık', 'Title')).toBe('Başlık');
  });
});

describe('search-engine texts stay in their language', () => {
  it("a pair gives its own language's text only; the first text that says something wins", () => {
    expect(ownLanguage('en', 'Başlık', '')).toBe('');
    expect(ownLanguage('en', 'Başlık', ' Title ')).toBe('Title');
    expect(ownLanguage('tr', 'Başlık', 'Title')).toBe('Başlık');
    expect(firstText(null, '  ', 'English summary', 'Section')).toBe('English summary');
    expect(firstText(undefined, '')).toBe('');
  });
});

describe('formatting', () => {
  it("the public pages' dates in the Turkish locale, sizes in bytes/KB/MB/GB with 2 decimals in the page's language", () => {
    expect(formatSiteDate('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    expect(formatSize(0, 'en')).toBe('0 bytes');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(1536, 'tr')).toBe('1,5 KB');
    expect(formatSize(5 * 1024 * 1024 + 123456, 'en')).toBe('5.12 MB');
  });
});
