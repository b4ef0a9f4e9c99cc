// The client's layering (CONVENTIONS.md): lib/components/config → features → app; features never import each other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const client = path.resolve(import.meta.dirname, '../../client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'graphql' && dir === client ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Relative imports of a file (static, dynamic and import.meta.glob patterns), resolved to client-relative paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|glob(?:<[^>]*>)?\(\s*\[?\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => path.relative(client, path.resolve(path.dirname(file), spec)));
}

const area = (rel: string) => rel.split(path.sep)[0]!;
const featureOf = (rel: string) => (area(rel) === 'features' ? rel.split(path.sep)[1] : undefined);

describe('client layering', () => {
  const files = sourceFiles(client).map((f) => ({ file: f, rel: path.relative(client, f) }));

  it('finds the feature folders and their imports (the scan itself works)', () => {
    const features = new Set(files.map((f) => featureOf(f.rel)).filter(Boolean));
    expect(features.size).toBeGreaterThanOrEqual(6);
    const homePage = files.find((f) => f.rel === path.join('app', 'pages', 'home.page.tsx'))!;
    expect(importsOf(homePage.file).some((i) => featureOf(i) === 'products')).toBe(true);
  });

  it('no feature imports another feature or app/', () => {
    const offences = files.flatMap(({ file, rel }) => {
      const own = featureOf(rel);
      if (!own) return [];
      return importsOf(file)
        .filter((target) => (featureOf(target) && featureOf(target) !== own) || area(target) === 'app')
        .map((target) => `${rel} → ${target}`);
    });
    expect(offences).toEqual([]);
  });

  it('lib/, components/ and config/ import neither features nor app/', () => {
    const offences = files
      .filter(({ rel }) => ['lib', 'components', 'config'].includes(area(rel)))
      .flatMap(({ file, rel }) => importsOf(file).filter((t) => ['features', 'app'].includes(area(t))).map((t) => `${rel} → ${t}`));
    expect(offences).toEqual([]);
  });

  it('a page composing several features imports only their public index files', () => {
    const offences = files
      .filter(({ rel }) => area(rel) === 'app')
      .flatMap(({ file, rel }) => importsOf(file)
        .filter((t) => featureOf(t) && !/^features\/[\w-]+(\/index(\.tsx?)?)?$/.test(t.split(path.sep).join('/')) && !/\/(site|admin)\//.test(t))
        .map((t) => `${rel} → ${t}`));
    expect(offences).toEqual([]);
  });
});
