// Private data (administrators, their sessions, contact messages, password hashes, tokens) is out of reach without an
// admin token. Derived from the running server's schema: every path from a query (or a mutation other than login)
// to a private type must answer UNAUTHENTICATED, so a new query returning ContactMessage without @Authorized fails
// here; no type has a password, hash or token field besides LoginResult.token; no query argument or filter names one.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { mountedRoutes } from '../helpers/routes.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
/** Types whose every instance is private. */
const PRIVATE_TYPES = ['AdminUser', 'AdminSession', 'ContactMessage', 'LoginResult', 'Webhook', 'WebhookDelivery', 'ApiToken'];
/** Names no output field or query argument may carry: secrets and what leads to them. */
const SECRET_NAME = /password|passwd|hash|token|secret|jti|session/i;
/**
 * The one way to get a token: the login mutation's answer. And a person's own account: their password changed (it
 * takes passwords and answers a Boolean), their sign-ins listed and ended (browser, address and times; an id ends a
 * session, it signs nobody in).
 */
const ALLOWED_SECRET_FIELDS = [
  'LoginResult.token',
  'Mutation.changePassword',
  'Mutation.revokeOtherSessions',
  'Mutation.revokeSession',
  'Query.mySessions',
  // A forgotten password: a reset asked for by address (answers true whatever it is), and done with the mailed link.
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  'Query.passwordResetLink',
  // A new authenticator key, shown once to the signed-in person setting it up.
  'TotpSetup.secret',
  // An integrator's token, shown once to the administrator making it; the list of tokens and their revocation.
  'CreatedApiToken.token',
  'CreatedApiToken.apiToken',
  'Mutation.createApiToken',
  'Mutation.revokeApiToken',
  'Query.apiTokens',
];
/**
 * Public on purpose although their answers hold private data: the ways to sign in (a password, an invitation's link,
 * a passkey, a two-factor setup made with the grant a password sign-in gave).
 */
const PUBLIC_PRIVATE_ROOTS = ['Mutation.login', 'Mutation.acceptInvite', 'Mutation.passkeySignIn', 'Mutation.confirmTotpSetup'];
const NOT_ADMIN_TOKENS: Array<[string, string | undefined]> = [
  ['no token', undefined],
  ['junk', 'junk'],
  ['an unknown API token', 'et_unknown'],
  ['forged', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowLCJqdGkiOiJ4In0.forged'],
];
const marker = `private-${Math.random().toString(36).slice(2)}`;

let schema: GraphQLSchema;
let adminToken: string;
beforeAll(async () => {
  schema = buildClientSchema((await gql(url, getIntrospectionQuery())).data);
  adminToken = await loginToken(url, ADMIN.username, ADMIN.password);
  // Private data to look for: a contact message only an administrator may read.
  const sent = await gql(url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
    input: { name: marker, email: 'private@example.com', subject: `${marker} subject`, phone: marker },
  });
  expect(sent.errors).toBeUndefined();
});

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);
const isPrivate = (type: GraphQLNamedType) => PRIVATE_TYPES.includes(type.name);

/** A literal for a required argument: enough to pass GraphQL's checks. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isInputObjectType(type)) {
    return `{ ${Object.values(type.getFields())
      .filter((f) => isNonNullType(f.type))
      .map((f) => `${f.name}: ${literal(f.type)}`)
      .join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  return ({ Int: '1', Float: '1', Boolean: 'true' } as Record<string, string>)[type.name] ?? '"x"';
}

const callArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${literal(a.type)}`);
const callOf = (field: GraphQLField<unknown, unknown>) => {
  const required = callArgs(field);
  return required.length ? `${field.name}(${required.join(', ')})` : field.name;
};
/** Items a page when the walk reads a paged list. */
const PAGE = 10;

interface PrivatePath {
  root: 'Query' | 'Mutation';
  /** Field names from the root field down to the field whose type is private (or is named after one). */
  fields: Array<GraphQLField<unknown, unknown>>;
  /** Inline fragment type conditions for abstract types along the way, by depth. */
  conditions: Array<string | undefined>;
}

/** Every acyclic path from a root field to a private type, or to a query named after one (contactMessageCount). */
function privatePaths(rootName: 'Query' | 'Mutation'): PrivatePath[] {
  const root = rootName === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const found: PrivatePath[] = [];
  const privateNames = PRIVATE_TYPES.map(lowerFirst);
  const walk = (type: GraphQLObjectType, fields: PrivatePath['fields'], conditions: PrivatePath['conditions'], seen: Set<string>) => {
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type);
      const path = [...fields, field];
      // A read named after a private type (contactMessageCount) is private too; a write is judged by its answer.
      const namedAfterPrivate =
        rootName === 'Query' && fields.length === 0 && privateNames.some((n) => field.name.toLowerCase().includes(n.toLowerCase()));
      if (isPrivate(target) || namedAfterPrivate) {
        found.push({ root: rootName, fields: path, conditions: [...conditions, undefined] });
        continue;
      }
      const concrete = isAbstractType(target) ? schema.getPossibleTypes(target) : isObjectType(target) ? [target] : [];
      for (const next of concrete) {
        if (seen.has(next.name)) continue;
        walk(next, path, [...conditions, isAbstractType(target) ? next.name : undefined], new Set([...seen, next.name]));
      }
    }
  };
  walk(root, [], [], new Set([root.name]));
  return found;
}

/** The operation that follows a path, selecting __typename at the end (or nothing for a scalar). */
function operationOf(path: PrivatePath): string {
  let selection =
    isObjectType(getNamedType(path.fields.at(-1)!.type)) || isAbstractType(getNamedType(path.fields.at(-1)!.type)) ? '{ __typename }' : '';
  for (let i = path.fields.length - 1; i >= 0; i--) {
    const condition = path.conditions[i - 1];
    const field = `${callOf(path.fields[i])} ${selection}`;
    selection = `{ ${condition ? `... on ${condition} { ${field} }` : field} }`;
  }
  return `${path.root === 'Query' ? 'query' : 'mutation'} ${selection}`;
}

const label = (path: PrivatePath) => `${path.root}.${path.fields.map((f) => f.name).join('.')}`;

/** Every object in a response whose __typename is private. */
function privateObjects(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(privateObjects);
  if (value && typeof value === 'object') {
    const own = PRIVATE_TYPES.includes((value as any).__typename) ? [(value as any).__typename] : [];
    return [...own, ...Object.values(value).flatMap(privateObjects)];
  }
  return [];
}

describe('private data needs an admin token', () => {
  it('every path from a query to private data answers UNAUTHENTICATED without a valid admin token', async () => {
    const paths = privatePaths('Query');
    // Today: me, contactMessage, contactMessages, contactMessageCount. A new one is checked without editing this file.
    expect(paths.map(label)).toEqual(
      expect.arrayContaining(['Query.me', 'Query.contactMessage', 'Query.contactMessages', 'Query.contactMessageCount']),
    );
    for (const path of paths) {
      const query = operationOf(path);
      // The administrator reaches it: the query itself is right.
      const asAdmin = await gql(url, query, {}, adminToken);
      expect(asAdmin.errors, `${label(path)} as admin: ${JSON.stringify(asAdmin.errors)}`).toBeUndefined();
      for (const [who, token] of NOT_ADMIN_TOKENS) {
        const res = await gql(url, query, {}, token);
        const where = `${label(path)} with ${who}: ${JSON.stringify(res)}`;
        expect(
          res.errors?.map((e) => e.extensions?.code),
          where,
        ).toContain('UNAUTHENTICATED');
        expect(privateObjects(res.data), where).toEqual([]);
        expect(JSON.stringify(res), where).not.toContain(marker);
      }
    }
  });

  it('every mutation whose answer holds private data needs an admin token, except login', async () => {
    for (const path of privatePaths('Mutation')) {
      const root = `Mutation.${path.fields[0].name}`;
      if (PUBLIC_PRIVATE_ROOTS.includes(root)) continue;
      const res = await gql(url, operationOf(path), {});
      expect(res.errors?.[0]?.extensions?.code, `${label(path)}: ${JSON.stringify(res)}`).toBe('UNAUTHENTICATED');
      expect(privateObjects(res.data)).toEqual([]);
    }
  });

  it('no type has a password, hash or token field (LoginResult.token aside); no query argument or filter names one', () => {
    const outputs = Object.values(schema.getTypeMap()).filter(
      (t) => !t.name.startsWith('__') && (isObjectType(t) || isInterfaceType(t)),
    ) as GraphQLObjectType[];
    const secretFields = outputs.flatMap((t) =>
      Object.keys(t.getFields())
        .filter((f) => SECRET_NAME.test(f))
        .map((f) => `${t.name}.${f}`),
    );
    expect([...secretFields].sort()).toEqual([...ALLOWED_SECRET_FIELDS].sort());

    // Filters and sorts: no argument of a query, at any depth of its input types, may select or order by a secret.
    const argNames = (
      args: readonly GraphQLArgument[] | readonly { name: string; type: GraphQLInputType }[],
      seen = new Set<string>(),
    ): string[] =>
      args.flatMap((a) => {
        const named = getNamedType(a.type);
        if (!isInputObjectType(named) || seen.has(named.name)) return [a.name];
        return [a.name, ...argNames(Object.values(named.getFields()), new Set([...seen, named.name]))];
      });
    const queryArgs = Object.values(schema.getQueryType()!.getFields()).flatMap((f) => argNames(f.args).map((n) => `${f.name}(${n})`));
    // A mailed link's token names the one invitation or reset it was made for (its hash is looked up): it selects
    // among nothing.
    const linkLookups = ['invitation(token)', 'passwordResetLink(token)'];
    expect(queryArgs.filter((a) => SECRET_NAME.test(a) && !linkLookups.includes(a))).toEqual([]);
  });

  it('what anyone can read holds no contact message and no password hash: every public query, every public REST read', async () => {
    const select = (type: GraphQLNamedType, depth: number, seen: Set<string>): string => {
      if (!isObjectType(type)) return '';
      const fields = Object.values(type.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
      const parts = fields.flatMap((f) => {
        const named = getNamedType(f.type);
        if (!isObjectType(named)) return [f.name];
        if (depth >= 3 || seen.has(named.name)) return [];
        return [`${f.name} ${select(named, depth + 1, new Set([...seen, named.name]))}`];
      });
      return `{ __typename ${parts.join(' ')} }`;
    };
    const blocked = new Set(privatePaths('Query').map((p) => p.fields[0].name));
    for (const field of Object.values(schema.getQueryType()!.getFields()).filter((f) => !blocked.has(f.name))) {
      // A paged list is read page by page to its end: a list's cost grows with its take, so one page of everything
      // at the largest take would be refused by the query limits.
      const paged = field.args.some((a) => a.name === 'take') && field.args.some((a) => a.name === 'skip');
      for (let skip = 0; ; skip += PAGE) {
        const call = paged ? `${field.name}(${[...callArgs(field), `take: ${PAGE}`, `skip: ${skip}`].join(', ')})` : callOf(field);
        const res = await gql(url, `{ ${call} ${select(getNamedType(field.type), 1, new Set())} }`);
        const where = `${field.name}: ${JSON.stringify(res).slice(0, 300)}`;
        // Admin-only reads that hold nothing private (dashboardStats) may refuse, and a mailed link's that names none;
        // nothing else may fail.
        expect(
          res.errors?.filter((e) => !['NOT_FOUND', 'UNAUTHENTICATED', 'INVALID_LINK'].includes(e.extensions?.code ?? '')) ?? [],
          where,
        ).toEqual([]);
        expect(privateObjects(res.data), where).toEqual([]);
        expect(JSON.stringify(res), where).not.toMatch(new RegExp(`${marker}|\\$argon2`));
        const items = res.data?.[field.name];
        if (!paged || !Array.isArray(items) || items.length < PAGE) break;
      }
    }

    const product = (await rest(url, 'GET', '/api/products')).json[0];
    const reads = (await mountedRoutes()).filter((r) => r.method === 'GET' && !r.admin);
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const route of reads) {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'slug' ? product.product_slug : name === 'language' ? 'tr' : '1',
      );
      const res = await rest(url, 'GET', path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.text, path).not.toMatch(new RegExp(`${marker}|\\$argon2`));
    }
  });
});
