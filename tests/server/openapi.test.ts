import { describe, expect, inject, it } from 'vitest';
import { mountedRoutes } from '../helpers/routes.js';

const url = inject('serverUrl');

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1 and documents exactly the mounted REST routes', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // OpenAPI spells a path parameter {id} where Express has :id.
    const mounted = (await mountedRoutes()).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(mounted.length).toBeGreaterThanOrEqual(25);
    for (const route of mounted) expect(documented, route).toContain(route);
    // Documented but not a router route: only the document itself and the static asset paths.
    const extra = documented.filter((r) => !mounted.includes(r));
    for (const r of extra) expect(r).toMatch(/^GET (\/api\/openapi\.json|.*\/\{file\}|\/img\/\{name\}|\/svg\/\{name\}\.svg)$/);
  });
});
