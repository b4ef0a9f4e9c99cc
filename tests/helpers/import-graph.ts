// Reads a source tree's relative imports (static, type-only, re-exports, dynamic and import.meta.glob patterns) so
// the architecture tests can check their direction and find circles without a bundler.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir: string, skip: (full: string) => boolean = () => false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip(full)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full, skip);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|glob(?:<[^>]*>)?\(\s*\[?\s*)['"](\.[^'"]+)['"]/g;

/** The files a file imports, as absolute paths of source files (a `.js` specifier names its `.ts`/`.tsx` source). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((m) => {
    const target = path.resolve(path.dirname(file), m[1]);
    const candidates = [
      target,
      target.replace(/\.js$/, '.ts'),
      target.replace(/\.js$/, '.tsx'),
      `${target}.ts`,
      `${target}.tsx`,
      path.join(target, 'index.ts'),
      path.join(target, 'index.tsx'),
    ];
    const found = candidates.find((c) => /\.(ts|tsx)$/.test(c) && existsSync(c) && statSync(c).isFile());
    return found ? [found] : [];
  });
}

export type Graph = Map<string, string[]>;

export function importGraph(files: string[]): Graph {
  return new Map(files.map((f) => [f, importsOf(f)]));
}

/** Groups of nodes that reach each other (Tarjan), each a circle; a node importing itself is one too. */
export function circles(graph: Graph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** The graph between groups of files (folders, layers): an edge wherever a file of one imports a file of another. */
export function groupGraph(graph: Graph, groupOf: (file: string) => string | undefined): Graph {
  const groups: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    const edges = groups.get(from) ?? [];
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from && !edges.includes(to)) edges.push(to);
    }
  }
  return groups;
}
