import { z } from 'zod';
import { userInputError } from './errors.js';

/** Parses input with a zod schema; the first problem becomes BAD_USER_INPUT naming the field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const reason = /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
  throw userInputError(issue.path.join('.') || 'input', reason);
}

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');
/** A trimmed, optional text (empty when absent). */
export const optionalText = (max: number) =>
  z.string().trim().max(max, 'TOO_LONG').nullish().transform((v) => v ?? '');
/** A stored file name as returned by an upload; null or empty is "none", left out stays undefined ("keep"). */
export const storedNameOrNull = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{0,200}$/, 'INVALID')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
export const slugText = z
  .string()
  .trim()
  .max(200, 'TOO_LONG')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_SLUG');
