// Every request a visitor (or a crawler) makes of the server, built from the code rather than typed here: the GraphQL
// operations the site sends (the client's generated documents), its pages (the sitemap's own list of paths), the
// REST reads (the mounted routers' GET routes without requireAdmin), robots.txt and the sitemap.
import { Kind, OperationTypeNode, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as generated from '../../client/graphql/graphql.js';
import { LIST_PAGE_SIZE, sitemapEntries } from '../../client/config/paths.js';
import { gql } from './graphql.js';
import { mountedRoutes, seoRoutePaths } from './routes.js';

export interface PublicRequest {
  name: string;
  /** A mutation (the contact form): expected to write, in a transaction. */
  write: boolean;
  /** Sends it and checks it was answered as a visitor would be, so that no count is of an error page. */
  send(): Promise<void>;
}

/** One row of each kind of public content, picked from the running server (sample content). */
export interface Samples {
  product: { id: number; slug: string; category: string };
  productFile: { id: number };
  blog: { id: number; slug: string };
  document: { id: number };
  application: { id: number };
}

export async function pickSamples(url: string): Promise<Samples> {
  const { data } = await gql(
    url,
    `{ products { id slug category files { id } } blogs(take: 1) { id slug }
    documents(take: 1) { id } applications(take: 1) { id } }`,
  );
  const product = data.products.find((p: { files: unknown[] }) => p.files.length > 0);
  if (!product || !data.blogs[0] || !data.documents[0] || !data.applications[0]) throw new Error('sample content missing');
  return {
    product: { id: product.id, slug: product.slug, category: product.category },
    productFile: { id: product.files[0].id },
    blog: data.blogs[0],
    document: data.documents[0],
    application: data.applications[0],
  };
}

const operationOf = (doc: DocumentNode) => doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The operations of the client's generated documents (operation names say where they are used: Site*, Admin*). */
export function clientOperations(): Array<{ name: string; document: DocumentNode }> {
  return Object.values(generated)
    .filter((value): value is DocumentNode => (value as DocumentNode)?.kind === Kind.DOCUMENT && !!operationOf(value as DocumentNode))
    .map((document) => ({ name: operationOf(document)!.name!.value, document }));
}

/** A value for each `rootField.argument` an operation of the site passes a variable to. */
function variableValues(s: Samples): Record<string, unknown> {
  return {
    'productBySlug.slug': s.product.slug,
    // A comparison as its page asks it: a product and a slug of none (left out, named on the page).
    'compareProducts.slugs': [s.product.slug, 'no-such-product'],
    'productFiles.productId': s.product.id,
    'products.category': s.product.category,
    'productCount.category': s.product.category,
    // A page of a list as its page asks it (the second page: an offset is read through the same index).
    'products.skip': LIST_PAGE_SIZE,
    'products.take': LIST_PAGE_SIZE,
    'blogs.skip': LIST_PAGE_SIZE,
    'blogs.take': LIST_PAGE_SIZE,
    'documents.skip': LIST_PAGE_SIZE,
    'documents.take': LIST_PAGE_SIZE,
    'applications.skip': LIST_PAGE_SIZE,
    'applications.take': LIST_PAGE_SIZE,
    'blogBySlug.slug': s.blog.slug,
    // Search: a typical Turkish query, its second page as a list page asks it.
    'search.query': 'ölçüm',
    'search.language': 'tr',
    'search.skip': LIST_PAGE_SIZE,
    'search.take': LIST_PAGE_SIZE,
    'sendContactMessage.input': { name: 'Sayım Testi', email: 'sayim@example.com', phone: '', subject: 'Kaç sorgu?' },
    'requestQuote.input': {
      fullName: 'Sayım Testi',
      company: 'Sayım A.Ş.',
      email: 'sayim@example.com',
      phone: '+90 212 000 00 00',
      country: 'Türkiye',
      consent: true,
      language: 'tr',
      items: [{ productSlug: s.product.slug, quantity: 1 }],
    },
  };
}

/** The variables of an operation: each one the value of the root-field argument it is passed to. */
function variablesFor(op: OperationDefinitionNode, samples: Samples): Record<string, unknown> {
  const values = variableValues(samples);
  const variables: Record<string, unknown> = {};
  for (const field of op.selectionSet.selections) {
    if (field.kind !== Kind.FIELD) continue;
    for (const arg of field.arguments ?? []) {
      if (arg.value.kind !== Kind.VARIABLE) continue;
      const variable = arg.value.name.value;
      const key = `${field.name.value}.${arg.name.value}`;
      if (!(key in values)) throw new Error(`${op.name?.value}: no value for ${key} (add one in tests/helpers/public-requests.ts)`);
      variables[variable] = values[key];
    }
  }
  return variables;
}

export function graphqlRequests(url: string, samples: Samples): PublicRequest[] {
  return clientOperations()
    .filter((o) => o.name.startsWith('Site'))
    .map(({ name, document }) => {
      const query = print(document);
      const operation = operationOf(document)!;
      const variables = variablesFor(operation, samples);
      return {
        name: `GraphQL ${name}`,
        write: operation.operation !== OperationTypeNode.QUERY,
        async send() {
          const res = await gql(url, query, variables);
          if (res.errors || !res.data) throw new Error(`${name}: ${JSON.stringify(res.errors)}`);
        },
      };
    });
}

export function pageRequests(url: string, samples: Samples): PublicRequest[] {
  const one = (value: string) => [{ value }];
  const paths = sitemapEntries({
    product: one(samples.product.slug),
    blogPost: one(samples.blog.slug),
    category: one(samples.product.category),
    newest: {},
  }).map((entry) => entry.path);
  return paths.map((path) => ({
    name: `page ${path}`,
    write: false,
    async send() {
      const res = await fetch(url + path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    },
  }));
}

/** Route parameters by name; `:id` is the id of the content its path names (`/api/blog/:id`: a blog's). */
function routePath(path: string, s: Samples): string {
  const byName: Record<string, string | number> = {
    slug: s.product.slug,
    product_id: s.product.id,
    file_id: s.productFile.id,
    document_id: s.document.id,
    app_id: s.application.id,
    language: 'tr',
  };
  const ids: Record<string, number> = { blog: s.blog.id, product: s.product.id, document: s.document.id, application: s.application.id };
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = name === 'id' ? ids[segments[i - 1]] : byName[name];
      if (value === undefined) throw new Error(`${path}: no value for :${name} (add one in tests/helpers/public-requests.ts)`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

export async function getRouteRequests(url: string, samples: Samples): Promise<PublicRequest[]> {
  const reads = (await mountedRoutes()).filter((r) => r.method === 'GET' && !r.admin).map((r) => r.path);
  return [...reads, ...(await seoRoutePaths())].map((path) => {
    const concrete = routePath(path, samples);
    return {
      name: `GET ${path}`,
      write: false,
      async send() {
        const res = await fetch(url + concrete);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET ${concrete}: ${res.status}`);
      },
    };
  });
}
