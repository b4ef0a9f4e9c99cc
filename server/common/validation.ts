import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type ASTNode, type DocumentNode, type GraphQLError } from 'graphql';
import { z } from 'zod';
import { userInputError } from './errors.js';

/** PostgreSQL cannot store a NUL character in text: refused as input instead of failing in the database (500). */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const INVALID_CHARACTER = /\u0000/;

/** Whether a text holds a character we refuse (a NUL). */
export const hasInvalidCharacters = (text: string): boolean => INVALID_CHARACTER.test(text);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * How deep input may nest (objects and lists within each other). The deepest the site sends is a product's
 * specifications (input.specGroups.0.specs.0.valueTr); past this a value is refused instead of walked: 5,000 nested
 * lists would overflow the stack of any recursive reader (500).
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * The path ('a.0.b', '' for the value itself) of the first text in `value` holding a character we refuse, else
 * null. Throws BAD_USER_INPUT (reason TOO_DEEP) for a value nested deeper than MAX_INPUT_DEPTH.
 */
export function invalidCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return INVALID_CHARACTER.test(value) ? path.join('.') : null;
  // Only JSON-like data: uploads and other objects are not text.
  const entries = Array.isArray(value) ? value.entries() : isPlainObject(value) ? Object.entries(value) : [];
  if (path.length >= MAX_INPUT_DEPTH && (Array.isArray(value) || isPlainObject(value)))
    throw userInputError(path.join('.') || 'input', 'TOO_DEEP');
  for (const [key, item] of entries) {
    if (INVALID_CHARACTER.test(String(key))) return [...path, String(key)].join('.');
    const found = invalidCharacterPath(item, [...path, String(key)]);
    if (found !== null) return found;
  }
  return null;
}

/** Whether `value` nests objects or lists deeper than `max`; walked without recursion, whatever its depth. */
export function nestedDeeperThan(value: unknown, max = MAX_INPUT_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Throws BAD_USER_INPUT with reason INVALID_CHARACTERS naming the first field of `input` that holds a NUL character. */
export function refuseInvalidCharacters(input: unknown, field = 'input'): void {
  const path = invalidCharacterPath(input);
  if (path !== null) throw userInputError(path || field, 'INVALID_CHARACTERS');
}

/** Parses input with a zod schema; the first problem becomes BAD_USER_INPUT naming the field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  refuseInvalidCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const reason = /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
  throw userInputError(issue.path.join('.') || 'input', reason);
}

/** The argument and input-field names leading to a literal in a GraphQL document, e.g. 'input.name'. */
function literalPath(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  return ancestors
    .flatMap((a) =>
      !Array.isArray(a) && ((a as ASTNode).kind === Kind.ARGUMENT || (a as ASTNode).kind === Kind.OBJECT_FIELD)
        ? [(a as { name: { value: string } }).name.value]
        : [],
    )
    .join('.');
}

/**
 * Every GraphQL text argument (variables and literals) is checked before any resolver runs, including those that
 * reach no parseInput (slug lookups): 400 BAD_USER_INPUT, reason INVALID_CHARACTERS, `field` the variable's path;
 * variables nested past MAX_INPUT_DEPTH are refused the same way, reason TOO_DEEP.
 */
export function invalidCharactersPlugin(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        // Refused with a rejected promise, not a throw: Apollo still calls the other plugins' hooks, as it would an async one's.
        didResolveOperation({ request, document }) {
          const refusal = invalidCharacterRefusal(request.variables ?? {}, document);
          return refusal ? Promise.reject(refusal) : Promise.resolve();
        },
      });
    },
  };
}

/** The 400 refusal of an operation whose variables or literals hold a character we refuse, or nest too deep; else null. */
function invalidCharacterRefusal(variables: unknown, document: DocumentNode): GraphQLError | null {
  let field: string | null;
  try {
    field = invalidCharacterPath(variables);
  } catch (error) {
    Object.assign((error as GraphQLError).extensions, { http: { status: 400 } });
    return error as GraphQLError;
  }
  if (field === null) {
    visit(document, {
      StringValue(node, _key, parent, _path, ancestors) {
        if (field === null && INVALID_CHARACTER.test(node.value)) field = literalPath([...ancestors, parent ?? []]) || 'input';
      },
    });
  }
  if (field === null) return null;
  const error = userInputError(field, 'INVALID_CHARACTERS');
  Object.assign(error.extensions, { http: { status: 400 } });
  return error;
}

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');
/** A trimmed, optional text (empty when absent). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TOO_LONG')
    .nullish()
    .transform((v) => v ?? '');
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
/** An optional text that can be cleared: trimmed, empty is null, left out stays undefined ("keep"). */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TOO_LONG')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
/** A media library item's id, optional (left out or null: none given). */
export const libraryId = z.number().int('INVALID').positive('INVALID').nullish();
