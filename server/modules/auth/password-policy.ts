// What a new password must be (NIST SP 800-63B, 5.1.1.2): long enough, not one people guess first (common and
// breached-style passwords, words, keyboard walks, sequences, as zxcvbn-ts estimates them), and not built from the
// person's own names; no rules about character classes, which only make passwords harder to remember.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { userInputError } from '../../common/errors.js';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Turkish words passwords are commonly built from (zxcvbn-ts has no Turkish package), and the site's own: the
 * estimator finds them inside longer passwords too, with digits and l33t spellings around them.
 */
const TURKISH = [
  'sifre',
  'parola',
  'sifrem',
  'parolam',
  'merhaba',
  'selam',
  'askim',
  'canim',
  'sevgilim',
  'hayatim',
  'bebegim',
  'galatasaray',
  'fenerbahce',
  'besiktas',
  'trabzonspor',
  'istanbul',
  'ankara',
  'izmir',
  'turkiye',
  'ataturk',
  'mustafa',
  'mehmet',
  'ahmet',
  'ayse',
  'fatma',
  'bismillah',
  'allah',
  'qwertyuiop',
  'asdfghjkl',
  'yonetici',
  'yonetim',
  'enerji',
  'elektrik',
  'admin',
];

const estimator = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary, turkish: TURKISH },
});

/** The lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

/** Lower case without Turkish letters' marks, so 'Şifre' and 'sifre' are one word to the checks. */
const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The words of the person's user name, name and e-mail address: each whole and in its parts; of an address, its
 * name's parts and its domain's first label (ayse.kaya@firma.com.tr: ayse.kaya, ayse, kaya, firma).
 */
function personalWords(personal: ReadonlyArray<string | null | undefined>): string[] {
  return personal
    .filter((value): value is string => !!value)
    .flatMap((value) => {
      const [name, domain] = value.split('@');
      return domain === undefined ? [value, ...value.split(/[\s._-]+/)] : [name, ...name.split(/[._+-]+/), domain.split('.')[0]];
    })
    .map(fold)
    .filter((word) => word.length >= 3);
}

/**
 * Refuses `password` as a new password with BAD_USER_INPUT on `field`, naming why: PASSWORD_TOO_SHORT, TOO_LONG,
 * PASSWORD_PERSONAL (it contains the person's user name, name or e-mail address) or PASSWORD_GUESSABLE.
 * `personal`: the person's user name, name and e-mail address, those known.
 */
export function checkNewPassword(password: string, personal: ReadonlyArray<string | null | undefined>, field = 'newPassword'): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw userInputError(field, 'PASSWORD_TOO_SHORT');
  if (password.length > MAX_PASSWORD_LENGTH) throw userInputError(field, 'TOO_LONG');
  const words = personalWords(personal);
  const folded = fold(password);
  // Three letters are too few to call a password personal by (Ali in "kalite"); the estimator still weighs them.
  if (words.some((word) => word.length >= 4 && folded.includes(word))) throw userInputError(field, 'PASSWORD_PERSONAL');
  if (estimator.check(password, words).score < MIN_SCORE) throw userInputError(field, 'PASSWORD_GUESSABLE');
}
