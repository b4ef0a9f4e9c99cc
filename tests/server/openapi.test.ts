import type { Router } from 'express';
import { describe, expect, inject, it } from 'vitest';
import { root } from '../helpers/server.js';

const url = inject('serverUrl');

/** method + OpenAPI-style path of every route the REST routers mount. */
async function mountedRoutes(): Promise<string[]> {
  await import('reflect-metadata');
  const { restRouters } = await import(`${root}/dist/server/rest.js`);
  const routers: Router[] = restRouters({ storage: { root: '/tmp' } } as never);
  return routers.flatMap((r) =>
    r.stack.filter((l: any) => l.route).flatMap((l: any) =>
      Object.keys(l.route.methods).map((m) => `${m.toUpperCase()} ${String(l.route.path).replace(/:(\w+)/g, '{$1}')}`)),
  );
}

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1 and documents exactly the mounted REST routes', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const mounted = await mountedRoutes();
    expect(mounted.length).toBeGreaterThanOrEqual(25);
    for (const route of mounted) expect(documented, route).toContain(route);
    // Documented but not a router route: only the document itself and the static asset paths.
    const extra = documented.filter((r) => !mounted.includes(r));
    for (const r of extra) expect(r).toMatch(/^GET (\/api\/openapi\.json|.*\/\{file\}|\/img\/\{name\}|\/svg\/\{name\}\.svg)$/);
  });
});
