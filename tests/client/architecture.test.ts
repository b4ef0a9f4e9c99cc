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
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|glob(?:<[^>]*>)?\(\s*\[?\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((spec) => path.relative(client, path.resolve(path.dirname(file), spec)));
}

const area = (rel: string) => rel.split(path.sep)[0];
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
      .flatMap(({ file, rel }) =>
        importsOf(file)
          .filter((t) => ['features', 'app'].includes(area(t)))
          .map((t) => `${rel} → ${t}`),
      );
    expect(offences).toEqual([]);
  });

  it('a page composing several features imports only their public index files', () => {
    const offences = files
      .filter(({ rel }) => area(rel) === 'app')
      .flatMap(({ file, rel }) =>
        importsOf(file)
          .filter(
            (t) =>
              featureOf(t) && !/^features\/[\w-]+(\/index(\.tsx?)?)?$/.test(t.split(path.sep).join('/')) && !/\/(site|admin)\//.test(t),
          )
          .map((t) => `${rel} → ${t}`),
      );
    expect(offences).toEqual([]);
  });
});

// File names (CONVENTIONS.md): a module whose main export is a React component is PascalCase (`ProductForm.tsx`);
// everything else is kebab-case: hooks (`use-x.ts`), libraries, route modules (`blog-post.page.tsx`), GraphQL
// documents, locale files. Role suffixes follow a dot (`.page.tsx`, `.config.ts`, `.d.ts`). The generated
// client/graphql/ is codegen's and is left out.
const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'graphql' && dir === client ? [] : allFiles(full);
    return [full];
  });
}

/** The value names a module exports (declarations and `export { … }` lists, types left out). */
function exportedValues(text: string): string[] {
  const declared = [...text.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)].map((m) => m[1]);
  const listed = [...text.matchAll(/^export\s+\{([^}]*)\}/gm)]
    .flatMap((m) => m[1].split(','))
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).at(-1)!);
  return [...declared, ...listed];
}

/** A component module: it exports components (PascalCase functions) and nothing else but constants and types. */
function isComponentModule(text: string): boolean {
  const values = exportedValues(text);
  const components = values.filter((name) => PASCAL.test(name));
  return components.length > 0 && values.every((name) => PASCAL.test(name) || /^[A-Z0-9_]+$/.test(name));
}

/** Why a client file's name breaks the rule, or null. `rel` is relative to client/. */
function nameOffence(rel: string, text: string): string | null {
  const name = path.basename(rel);
  const base = name.slice(0, name.indexOf('.') === -1 ? undefined : name.indexOf('.'));
  const suffix = name.slice(base.length);
  if (PASCAL.test(base)) {
    if (suffix !== '.tsx') return 'a PascalCase name is for a component module (Name.tsx)';
    return /^export\s+(?:default\s+)?function\s+[A-Z]/m.test(text) ? null : 'PascalCase but exports no component: name it in kebab-case';
  }
  if (!KEBAB.test(base)) return 'neither a PascalCase component nor kebab-case';
  if (suffix === '.tsx' && isComponentModule(text)) return 'a component module: name it in PascalCase after its component';
  return null;
}

describe('client file names', () => {
  const files = allFiles(client).map((file) => ({ file, rel: path.relative(client, file) }));
  const text = (file: string) => (/\.(ts|tsx)$/.test(file) ? readFileSync(file, 'utf8') : '');

  it('the rule tells the kinds apart (the check itself works)', () => {
    const component = 'export function ProductForm() {\n  return null;\n}\n';
    expect(nameOffence('features/p/admin/ProductForm.tsx', component)).toBeNull();
    expect(nameOffence('features/p/admin/product-form.tsx', component)).not.toBeNull();
    expect(nameOffence('features/p/admin/applicationEdit.page.tsx', 'export default function Page() {}')).not.toBeNull();
    expect(nameOffence('features/p/admin/application-edit.page.tsx', 'export default function Page() {}')).toBeNull();
    expect(nameOffence('components/admin/ConfirmDialog.tsx', 'export function useConfirm() {}')).not.toBeNull();
    expect(nameOffence('components/admin/use-confirm.tsx', 'export function useConfirm() {}')).toBeNull();
    expect(nameOffence('locales/en/admin/adminProduct.json', '')).not.toBeNull();
    expect(files.length).toBeGreaterThan(100);
  });

  it('components are PascalCase, everything else kebab-case', () => {
    const offences = files.flatMap(({ file, rel }) => {
      const why = nameOffence(rel, text(file));
      return why ? [`${rel}: ${why}`] : [];
    });
    expect(offences).toEqual([]);
  });

  it('no module shares its name with a component or a folder beside it', () => {
    const offences = files.flatMap(({ file, rel }) => {
      const dir = path.dirname(file);
      const name = path.basename(file).replace(/\..*$/, '');
      const squash = (n: string) => n.replace(/\..*$/, '').replace(/-/g, '').toLowerCase();
      const twins = readdirSync(dir).filter(
        (other) =>
          other !== path.basename(file) &&
          ((statSync(path.join(dir, other)).isDirectory() && other === name && /\.tsx?$/.test(file)) ||
            (/\.tsx?$/.test(other) && /\.tsx?$/.test(file) && !/\.page\./.test(other + file) && squash(other) === squash(name))),
      );
      return twins.map((twin) => `${rel} ~ ${twin}`);
    });
    expect(offences).toEqual([]);
  });
});
