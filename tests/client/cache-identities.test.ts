// @vitest-environment node
// The client's normalized cache against the schema and the entity metadata: every type with an id either is a table
// of its own (its id is unique among its kind) or has an identity of its own in the cache; and search results of
// different kinds sharing an id stay apart, in the browser's cache and in the state the server renders into the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { buildSchema, isAbstractType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../server/modules/entities';
import { createCache } from '../../client/lib/apollo';
import { SiteSearchDocument, type SiteSearchQuery } from '../../client/graphql/graphql';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
let orm: MikroORM;

beforeAll(async () => {
  // Metadata only: discovery reads the decorators, nothing connects.
  orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    entities,
    clientUrl: 'postgres://nobody@127.0.0.1:1/none',
    connect: false,
    discovery: { disableDynamicFileAccess: true },
    allowGlobalContext: true,
  });
});
afterAll(async () => orm?.close());

/** The GraphQL object types the default identity (`__typename:id`) would normalize. */
const typesWithId = () =>
  Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith('__') && 'id' in t.getFields());

/** A table of its own whose key is `id` alone: its ids are unique among its kind. */
function ownTable(typeName: string): boolean {
  const meta = orm.getMetadata().find(typeName);
  return (
    !!meta &&
    !meta.embeddable &&
    !meta.virtual &&
    meta.primaryKeys.length === 1 &&
    meta.primaryKeys[0] === 'id' &&
    !meta.discriminatorColumn
  );
}

describe('cache identities', () => {
  it('every type with an id is a table keyed by it, or has an identity of its own in the cache', () => {
    const types = typesWithId();
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(['Product', 'Blog', 'SearchHit']));
    const cache = createCache();
    const offenders = types
      .filter((t) => !ownTable(t.name))
      .filter((t) => {
        let key: string | undefined;
        try {
          key = cache.identify({ __typename: t.name, id: 1 });
        } catch {
          return false; // it asks for more than the id: an identity of its own
        }
        return key === `${t.name}:1`;
      });
    expect(offenders.map((t) => t.name)).toEqual([]);
  });

  it('the schema has no interfaces or unions (they would need possibleTypes in the cache)', () => {
    const abstract = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && isAbstractType(t));
    expect(abstract.map((t) => t.name)).toEqual([]);
  });
});

type Hit = SiteSearchQuery['search']['items'][number];
const hit = (kind: Hit['kind'], id: number, url: string, word: string): Hit => ({
  __typename: 'SearchHit',
  kind,
  id,
  url,
  titleSegments: [{ __typename: 'TextSegment', text: url, hit: false }],
  snippet: [{ __typename: 'TextSegment', text: word, hit: true }],
});
const results = (items: Hit[]): SiteSearchQuery => ({
  __typename: 'Query',
  search: { __typename: 'SearchResults', total: items.length, totalCapped: false, items },
});
const vars = (query: string) => ({ query, language: 'tr' as const, skip: 0, take: 12 });

describe('search results in the cache', () => {
  it('a product, a post and a document with the same id are three results, also after the server-rendered state is restored', () => {
    const items = [
      hit('blog', 5, '/blog/harmonikler', 'harmonik'),
      hit('product', 5, '/products/ea-300', 'harmonik'),
      hit('document', 5, '/api/download_document/5/tr', 'harmonik'),
      hit('product', 7, '/products/ea-500', 'harmonik'),
    ];
    const server = createCache();
    server.writeQuery({ query: SiteSearchDocument, variables: vars('harmonik'), data: results(items) });
    const browser = createCache().restore(JSON.parse(JSON.stringify(server.extract())));
    for (const cache of [server, browser]) {
      const read = cache.readQuery({ query: SiteSearchDocument, variables: vars('harmonik') });
      expect(read?.search.items.map((h) => h.url)).toEqual(items.map((h) => h.url));
    }
  });

  it("the same record found by two queries keeps each query's own marked snippet", () => {
    const cache = createCache();
    cache.writeQuery({
      query: SiteSearchDocument,
      variables: vars('harmonik'),
      data: results([hit('product', 5, '/products/ea-300', 'harmonik')]),
    });
    cache.writeQuery({
      query: SiteSearchDocument,
      variables: vars('olcum'),
      data: results([hit('product', 5, '/products/ea-300', 'ölçüm')]),
    });
    expect(cache.readQuery({ query: SiteSearchDocument, variables: vars('harmonik') })?.search.items[0]?.snippet[0]?.text).toBe('harmonik');
    expect(cache.readQuery({ query: SiteSearchDocument, variables: vars('olcum') })?.search.items[0]?.snippet[0]?.text).toBe('ölçüm');
  });
});
