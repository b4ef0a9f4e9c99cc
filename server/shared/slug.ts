const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };
/**
 * Letters that no decomposition takes to ASCII, spelled out instead of dropped ('ẞtraße' is 'sstrasse', not 'trae').
 * Ω is the ohm in a technical text ('120 Ω' → '120-ohm'), whether written as the ohm sign or the Greek capital.
 */
const SPELLED: Record<string, string> = { ß: 'ss', ω: 'ohm', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ŀ: 'l', ħ: 'h' };

/**
 * Turkish letters transliterated, non-alphanumerics removed, spaces to hyphens, hyphens collapsed.
 * Compatibility forms first become their plain letters (NFKC: full-width 'ＥＡ' is 'EA', the ohm sign the Greek Ω).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('tr')
    .replace(/[çğıiöşü]/g, (c) => TURKISH[c] ?? c)
    .replace(/[ßωæœøđðþłŀħ]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
