// The Chakra systems carry only the recipes the site uses (client/app/theme.ts) and the admin adds (admin-theme.ts):
// every Chakra component imported anywhere in the client must find the recipe it asks for, or it would render
// unstyled. The list of components is read from the client's imports, their recipe keys from Chakra's own files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { adminSystem } from '../../client/app/admin/admin-theme';
import { system } from '../../client/app/theme';
import { root } from '../helpers/server';

const COMPONENTS = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');
const clientDir = path.join(root, 'client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported from '@chakra-ui/react' by each client file. */
function chakraImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

/** Recipe keys by exported component name, from each component folder's files (createRecipeContext({ key })). */
const recipeKeys = (() => {
  const byName = new Map<string, Set<string>>();
  for (const folder of readdirSync(COMPONENTS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(COMPONENTS, folder.name);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    const keys = new Set(
      files.flatMap((text) => [...text.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g)].map((m) => m[1])),
    );
    // Names from the folder's index only: its namespace files rename parts (ComboboxInput as Input).
    const index = readFileSync(path.join(dir, 'index.js'), 'utf8');
    const exported = [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1].split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    );
    const namespaces = [...index.matchAll(/export \* as (\w+)/g)].map((m) => m[1]);
    for (const name of [...exported, ...namespaces]) if (name) byName.set(name, new Set([...(byName.get(name) ?? []), ...keys]));
  }
  return byName;
})();

const hasRecipe = (sys: typeof system, key: string) => sys.isRecipe(key) || sys.isSlotRecipe(key);
/** Keys Chakra's own default theme has a recipe for (Text asks for 'text', which it styles with none). */
const styledByDefault = (key: string) => hasRecipe(defaultSystem, key);
const missingIn = (sys: typeof system, names: Iterable<string>) =>
  [...names].flatMap((name) =>
    [...(recipeKeys.get(name) ?? [])].filter((key) => styledByDefault(key) && !hasRecipe(sys, key)).map((key) => `${name} → ${key}`),
  );

describe('Chakra systems', () => {
  const files = sourceFiles(clientDir);
  const isAdmin = (file: string) => /[/\\]admin[/\\]|AdminApp\.tsx$/.test(file);

  it('the site system has the recipe of every component the public pages import, or each use is given it by prop', () => {
    const publicFiles = files.filter((f) => !isAdmin(f));
    const used = new Set(publicFiles.flatMap(chakraImports));
    expect(used.size).toBeGreaterThan(10);
    // A component whose recipe travels with the page or part that shows it (client/app/theme.ts): every element of it
    // (its root, for one with parts) in every file that imports it says `recipe={...}` (read up to the first `>`, so it
    // goes before any arrow function among the props).
    const unstyled = publicFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return chakraImports(file)
        .filter((name) => missingIn(system, [name]).length > 0)
        .flatMap((name) => {
          const uses = [...source.matchAll(new RegExp(`<${name}(?:\\.Root)?[\\s>]([^>]*)`, 'g'))].map((m) => m[1]);
          const bare =
            uses.length === 0 ? ['(imported, never rendered as an element)'] : uses.filter((props) => !/\brecipe=\{/.test(props));
          return bare.map((props) => `${path.relative(clientDir, file)}: <${name} ${props.slice(0, 40)}`);
        });
    });
    expect(unstyled).toEqual([]);
  });

  it('the site system leaves out the recipes that travel with their pages (the check above has some to check)', () => {
    expect(missingIn(system, ['Tabs', 'Table', 'Input'])).toEqual(['Tabs → tabs', 'Table → table', 'Input → input']);
  });

  it('the admin system has the recipe of every component any screen imports', () => {
    const used = new Set(files.flatMap(chakraImports));
    expect(missingIn(adminSystem, used)).toEqual([]);
  });

  it('reads recipe keys from Chakra itself (the check above could not pass by finding none)', () => {
    expect([...(recipeKeys.get('Button') ?? [])]).toContain('button');
    expect([...(recipeKeys.get('Dialog') ?? [])]).toContain('dialog');
    expect(hasRecipe(system, 'dialog')).toBe(false);
    expect(missingIn(system, ['Dialog'])).toEqual(['Dialog → dialog']);
  });
});
