import { describe, expect, inject, it } from 'vitest';
import { mountedRoutes } from '../helpers/routes.js';

const url = inject('serverUrl');

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1 and documents exactly the mounted REST routes', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // OpenAPI spells a path parameter {id} where Express has :id.
    const mounted = (await mountedRoutes()).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(mounted.length).toBeGreaterThanOrEqual(25);
    for (const route of mounted) expect(documented, route).toContain(route);
    // Documented but not a router route: only the document itself and the static asset paths.
    const extra = documented.filter((r) => !mounted.includes(r));
    for (const r of extra) expect(r).toMatch(/^GET (\/api\/openapi\.json|.*\/\{file\}|\/img\/\{name\}|\/svg\/\{name\}\.svg)$/);
  });

  it('every public GET answering a list takes limit and offset, and documents both', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    const reads = (await mountedRoutes()).filter((r) => r.method === 'GET' && !r.admin && !r.path.includes(':'));
    const lists: string[] = [];
    for (const { path } of reads) {
      const res = await fetch(url + path);
      const body = res.headers.get('content-type')?.startsWith('application/json') ? await res.json() : await res.arrayBuffer();
      // The old site's two shapes of a list: the array itself, or { data: [...] }.
      if (!Array.isArray(body) && !Array.isArray((body as { data?: unknown }).data)) continue;
      lists.push(path);
      const one = await (await fetch(`${url}${path}?limit=1`)).json();
      expect((Array.isArray(one) ? one : one.data).length, path).toBeLessThanOrEqual(1);
      const get = doc.paths[path].get;
      expect(
        get.parameters.map((p: { name: string }) => p.name),
        path,
      ).toEqual(expect.arrayContaining(['limit', 'offset']));
    }
    expect(lists.sort()).toEqual(['/api/applications', '/api/blogs', '/api/documents', '/api/products']);
  });
});
