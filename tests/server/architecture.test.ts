// The server's layering: shared → common → infrastructure → modules → adapters → app. A file imports its own layer
// or a lower one, never in a circle; the folders of server/ are drawn in one order and import only the folders below
// them; the folders within a layer import each other in one direction only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, groupGraph, importGraph, sourceFiles } from '../helpers/import-graph.js';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'server');
const rel = (file: string) => path.relative(server, file).split(path.sep).join('/');

const INFRASTRUCTURE = ['db', 'mail', 'files', 'images', 'cache', 'throttle', 'audit-trail', 'spreadsheets'];
const ADAPTERS = ['graphql', 'rest', 'web'];
/** GraphQL resolvers, REST routes and Apollo plugins live beside their feature but are adapters. */
const ADAPTER_FILE = /\.(resolver|routes|plugin)\.ts$/;
const REGISTRY = ['features.ts', 'entities.ts'];
export const LAYERS = ['shared', 'common', 'infrastructure', 'modules', 'adapters', 'app'] as const;
type Layer = (typeof LAYERS)[number];

export function layerOf(file: string): Layer {
  const [top, second] = rel(file).split('/');
  if (!second) return 'app'; // index, app, start, database: the composition
  if (top === 'shared' || top === 'common') return top;
  if (top === 'tools' || top === 'seed') return 'app';
  if (INFRASTRUCTURE.includes(top)) return 'infrastructure';
  if (ADAPTERS.includes(top)) return 'adapters';
  // The registry (each feature's index, the list of features and of entities) gathers a feature's adapters with the
  // rest of it: the schema and the REST adapter read it.
  if (top === 'modules' && (REGISTRY.includes(second) || rel(file).endsWith('/index.ts'))) return 'adapters';
  if (top === 'modules') return ADAPTER_FILE.test(file) ? 'adapters' : 'modules';
  throw new Error(`server/${rel(file)}: a folder with no layer; give it one in tests/server/architecture.test.ts`);
}

/**
 * server/'s folders, drawn from the top (what composes) to the bottom (what everything may use): a folder imports
 * only folders below it. A feature builds on the request context and the route and resolver kits, which live in
 * modules/ for that reason; the GraphQL and REST adapters and the pages compose the features.
 */
const DRAWING = [
  'tools',
  '(composition)',
  'seed',
  'web',
  'rest',
  'graphql',
  'modules',
  'audit-trail',
  'spreadsheets',
  'cache',
  'throttle',
  'mail',
  'db',
  'files',
  'images',
  'common',
  'shared',
];
const topFolderOf = (file: string) => (rel(file).includes('/') ? rel(file).split('/')[0] : '(composition)');

/**
 * The room a file is in: its top folder, or its feature under modules/. Adapters and the app are left out: they
 * compose the features (the schema lists every resolver, which reads the context), so only files may not circle there.
 */
function folderOf(file: string): string | undefined {
  if (!['infrastructure', 'modules'].includes(layerOf(file))) return undefined;
  const parts = rel(file).split('/');
  if (parts.length === 1) return undefined;
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : undefined;
  return parts[0];
}

describe('server layering', () => {
  const files = sourceFiles(server);
  const graph = importGraph(files);

  it('reads the imports and places every file in a layer (the scan itself works)', () => {
    expect(files.length).toBeGreaterThan(100);
    const app = graph.get(path.join(server, 'app.ts'))!;
    expect(app.map(layerOf)).toContain('adapters');
    for (const file of files) expect(LAYERS).toContain(layerOf(file));
  });

  it('no file imports a layer above its own', () => {
    const offences = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(file)))
        .map((target) => `${rel(file)} (${layerOf(file)}) → ${rel(target)} (${layerOf(target)})`),
    );
    expect(offences).toEqual([]);
  });

  it('no files import each other in a circle', () => {
    expect(circles(graph).map((group) => group.map(rel))).toEqual([]);
  });

  it('each folder of server/ imports only the folders drawn below it, and no folders circle', () => {
    const folders = groupGraph(graph, topFolderOf);
    expect([...folders.keys()].filter((folder) => !DRAWING.includes(folder))).toEqual([]);
    const upward = [...folders].flatMap(([from, targets]) =>
      targets.filter((to) => DRAWING.indexOf(to) < DRAWING.indexOf(from)).map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
    expect(circles(folders)).toEqual([]);
  });

  it('the folder test sees an arrow drawn upward (the check itself works)', () => {
    const withArrow: typeof graph = new Map(graph);
    const feature = files.find((file) => rel(file) === 'modules/products/product.service.ts')!;
    withArrow.set(feature, [...graph.get(feature)!, path.join(server, 'rest/mount.ts')]);
    expect(circles(groupGraph(withArrow, topFolderOf))).toEqual([['modules', 'rest']]);
  });

  it('no folders of infrastructure and no features import each other in a circle', () => {
    expect(circles(groupGraph(graph, folderOf))).toEqual([]);
  });

  it('the shared layer, which the client imports too, imports nothing else of the server', () => {
    const offences = [...graph]
      .filter(([file]) => layerOf(file) === 'shared')
      .flatMap(([file, targets]) => targets.filter((t) => layerOf(t) !== 'shared').map((t) => `${rel(file)} → ${rel(t)}`));
    expect(offences).toEqual([]);
  });

  it('every folder of server/ opens with a README line saying what it holds', () => {
    const folders = readdirSync(server, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const missing = folders.filter(
      (name) =>
        !existsSync(path.join(server, name, 'README.md')) ||
        !readFileSync(path.join(server, name, 'README.md'), 'utf8').startsWith(`# server/${name} — `),
    );
    expect(missing).toEqual([]);
  });

  it('no source file of the server or the client is longer than 300 lines (the seed content is data, not code)', () => {
    const client = path.join(root, 'client');
    const sources = [...files, ...sourceFiles(client, (full) => full === path.join(client, 'graphql'))];
    const long = sources
      .filter((file) => !file.endsWith('.data.ts'))
      .map((file) => ({ file: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  it('keeps the top of server/ and common/ small', () => {
    const direct = (dir: string) => files.filter((f) => path.dirname(f) === path.join(server, dir));
    expect(direct('').length).toBeLessThanOrEqual(8);
    expect(direct('common').length).toBeLessThanOrEqual(15);
  });
});

describe('the client and the server', () => {
  const client = path.join(root, 'client');
  const graph = importGraph(sourceFiles(client, (full) => full === path.join(client, 'graphql')));

  it('the client imports nothing of the server but server/shared', () => {
    const offences = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => t.startsWith(server + path.sep) && !t.startsWith(path.join(server, 'shared') + path.sep))
        .map((t) => `${path.relative(root, file)} → ${path.relative(root, t)}`),
    );
    expect(offences).toEqual([]);
  });

  it('no client files import each other in a circle', () => {
    expect(circles(graph).map((group) => group.map((f) => path.relative(root, f)))).toEqual([]);
  });
});
