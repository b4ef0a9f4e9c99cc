// Locale files → i18next resources, apart from i18n.ts so the per-language chunks that use it do not import the
// module that loads them.
import type { Resource } from 'i18next';

type Files = Record<string, Record<string, unknown>>;

/**
 * `locales/<lng>/<ns>.json` → { lng: { ns: texts } }: a namespace is a pair of files, found by convention, and named
 * by its path under the language's folder (`admin/product.json` is `admin/product`, as the server's siteText reads it).
 */
export function resourcesFrom(files: Files): Resource {
  const resources: Resource = {};
  for (const [file, texts] of Object.entries(files)) {
    const match = file.match(/locales\/(\w+)\/((?:[\w-]+\/)*[\w-]+)\.json$/);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    (resources[lng] ??= {})[ns] = texts;
  }
  return resources;
}
