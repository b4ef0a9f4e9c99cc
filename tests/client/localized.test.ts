import { describe, expect, it } from 'vitest';
import { localized } from '../../client/lib/localized';
import { formatDate, formatSize } from '../../client/lib/format';

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

describe('formatting', () => {
  it('dates in the Turkish locale, sizes in Bytes/KB/MB/GB with 2 decimals', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 + 123456)).toBe('5.12 MB');
  });
});
