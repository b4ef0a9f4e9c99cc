// Reads the V8 CPU profiles a server wrote (node --cpu-prof) and says where the time went: self time by package
// (node_modules/<name>, node: internals, the project's own files) and the busiest functions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string): string {
  if (!url) return '(native / idle / gc)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/dist/');
  return dist >= 0
    ? `project: ${url
        .slice(dist + 6)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : url;
}

/** A table of where the samples of every profile in `dir` fell, busiest first; idle time left out. */
export function summarizeProfiles(dir: string, top = 15): string {
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      // A worker thread waiting for work (piscina's PDF worker) is idle too.
      if (frame.functionName === '(idle)' || frame.functionName === '(program)' || frame.functionName === 'atomicsWaitLoop') return;
      const micros = profile.timeDeltas[i] ?? 0;
      total += micros;
      const pkg = owner(frame.url);
      byOwner.set(pkg, (byOwner.get(pkg) ?? 0) + micros);
      const fn = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
      byFunction.set(`${fn} [${pkg}]`, (byFunction.get(`${fn} [${pkg}]`) ?? 0) + micros);
    });
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  return [
    `busy CPU ${(total / 1e6).toFixed(1)} s; self time by package:`,
    ...rows(byOwner),
    'busiest functions:',
    ...rows(byFunction),
  ].join('\n');
}
