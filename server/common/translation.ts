// "English may be out of date": a Turkish text changed after its English was last saved.
import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { BaseEntity } from './base.entity.js';

/** One translated text as [Turkish field, English field] of an entity. */
export type TranslatedPair<T = Record<string, unknown>> = readonly [tr: keyof T & string, en: keyof T & string];
export type TranslatedPairs<T = Record<string, unknown>> = readonly TranslatedPair<T>[];

const isEmpty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * An entity whose texts come in Turkish/English pairs. Each subclass declares its pairs once, as the static
 * `translatedPairs`; the outdated marks are kept in a column, the missing English is derived on reading.
 */
@ObjectType()
export abstract class TranslatedEntity<Optional extends string = never> extends BaseEntity<
  'englishOutdated' | 'englishMissing' | Optional
> {
  static readonly translatedPairs: TranslatedPairs = [];

  @Field(() => [String], { description: 'English fields whose Turkish changed after the English was last saved' })
  @Property({ type: 'json', default: '[]' })
  englishOutdated: string[] = [];

  @Field(() => [String], { description: 'English fields that are empty' })
  get englishMissing(): string[] {
    const pairs = (this.constructor as typeof TranslatedEntity).translatedPairs;
    return missingEnglish(pairs, this as unknown as Record<string, unknown>);
  }
}

export function englishFields<T>(pairs: TranslatedPairs<T>): string[] {
  return pairs.map(([, en]) => en);
}

export function missingEnglish<T>(pairs: TranslatedPairs<T>, values: T): string[] {
  return pairs.filter(([, en]) => isEmpty(values[en])).map(([, en]) => en);
}

/**
 * The English fields out of date after a save. `stored` is null on create (nothing is out of date then);
 * `next` holds the values as the service will store them (trimmed, sanitized), so a re-save changes nothing.
 * Per pair: a changed or confirmed English is up to date; a changed Turkish with a non-empty English is out of
 * date; otherwise the previous mark stays.
 */
export function outdatedEnglish<T extends { englishOutdated: readonly string[] }>(
  pairs: TranslatedPairs<T>,
  stored: T | null,
  next: { [K in keyof T]?: unknown },
  confirmed: readonly string[] = [],
): string[] {
  if (!stored) return [];
  return pairs.flatMap(([tr, en]) => {
    const nextEn = next[en] ?? stored[en];
    const nextTr = next[tr] ?? stored[tr];
    if (nextEn !== stored[en] || confirmed.includes(en)) return [];
    if (nextTr !== stored[tr] && !isEmpty(nextEn)) return [en];
    return stored.englishOutdated.includes(en) ? [en] : [];
  });
}

/** The input field `confirmedEnglish`: English field names of these pairs only (else INVALID), without repeats. */
export function confirmedEnglishSchema<T>(pairs: TranslatedPairs<T>) {
  const names = new Set(englishFields(pairs));
  return z
    .custom<string[]>((value) => Array.isArray(value) && value.every((name) => typeof name === 'string' && names.has(name)), 'INVALID')
    .nullish()
    .transform((value) => [...new Set(value ?? [])]);
}
