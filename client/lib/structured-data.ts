// schema.org structured data (JSON-LD) for search engines. Plain builders: pages give texts in their language and
// absolute URLs on the public origin; nothing here knows about React, i18n or the request.

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

const CONTEXT = 'https://schema.org';

/** The organization is one node: products (brand) and posts (author, publisher) refer to it by this id. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** A reference to the organization node, with its name so that it still reads on its own. */
export function organizationRef(origin: string, name: string): JsonLdNode {
  return { '@type': 'Organization', '@id': organizationId(origin), name };
}

export interface OrganizationData {
  origin: string;
  name: string;
  description: string;
  url: string;
  logo: string;
  email: string;
  telephone: string;
  contactType: string;
  languages: readonly string[];
  address: { streetAddress: string; addressLocality: string; addressRegion: string; addressCountry: string };
}

export function organizationLd(o: OrganizationData): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(o.origin),
    name: o.name,
    description: o.description,
    url: o.url,
    logo: o.logo,
    email: o.email,
    telephone: o.telephone,
    address: { '@type': 'PostalAddress', ...o.address },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: o.contactType,
      email: o.email,
      telephone: o.telephone,
      availableLanguage: o.languages,
    },
  };
}

export interface ProductData {
  origin: string;
  brand: string;
  url: string;
  name: string;
  description: string;
  image: string;
  category: string;
  sku: string;
}

export function productLd(p: ProductData): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${p.url}#product`,
    url: p.url,
    name: p.name,
    description: p.description,
    image: [p.image],
    category: p.category,
    sku: p.sku,
    brand: organizationRef(p.origin, p.brand),
    manufacturer: organizationRef(p.origin, p.brand),
  };
}

export interface BlogPostingData {
  origin: string;
  publisher: string;
  url: string;
  headline: string;
  description: string;
  image: string;
  /** ISO 8601. */
  datePublished: string;
  dateModified: string;
  /** The language of the texts shown (an English page without an English text shows the Turkish one). */
  inLanguage: string;
}

export function blogPostingLd(p: BlogPostingData): JsonLdNode {
  const publisher = organizationRef(p.origin, p.publisher);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${p.url}#post`,
    mainEntityOfPage: p.url,
    url: p.url,
    headline: p.headline,
    description: p.description,
    image: [p.image],
    datePublished: p.datePublished,
    dateModified: p.dateModified,
    inLanguage: p.inLanguage,
    // Posts carry no author of their own: the company writes them.
    author: publisher,
    publisher,
  };
}

export function breadcrumbLd(items: readonly { name: string; url: string }[]): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * The text of a <script type="application/ld+json"> block. Its content is raw text up to the first `</script`, so
 * every `<` is written as \u003c: no text of the site (titles are stored as typed) can close the block or open a
 * comment, and the JSON still parses to the same strings.
 */
export function jsonLdText(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/</g, '\\u003c');
}

/** `path` on the public origin; a URL that is already absolute stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : origin + path;
}

/** The later of two ISO dates: a post dated after its last edit was not modified before it was published. */
export function laterDate(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
