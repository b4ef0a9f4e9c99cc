// The REST routes exactly as the built server's routers mount them, so a test's list of routes follows the code.
import type { RequestHandler, Router } from 'express';
import { root } from './server.js';

export interface MountedRoute {
  /** Upper case: GET, POST, PUT, DELETE. */
  method: string;
  /** Express's form, e.g. /api/blog/:id. */
  path: string;
  /** The route's handler stack includes the requireAdmin middleware. */
  admin: boolean;
}

/** method + path of every route the REST routers (server's `restRouters`, from dist/) mount. */
export async function mountedRoutes(): Promise<MountedRoute[]> {
  await import('reflect-metadata');
  const { restRouters } = await import(`${root}/dist/server/rest/mount.js`);
  const { requireAdmin } = (await import(`${root}/dist/server/modules/route-kit.js`)) as { requireAdmin: RequestHandler };
  const routers: Router[] = restRouters({ storage: { root: '/tmp' } });
  return routers.flatMap((r) =>
    r.stack
      .filter((l: any) => l.route)
      .flatMap((l: any) => {
        const admin = l.route.stack.some((s: any) => s.handle === requireAdmin);
        return Object.keys(l.route.methods).map((m) => ({ method: m.toUpperCase(), path: String(l.route.path), admin }));
      }),
  );
}

/** The paths of the site's own GET routes besides pages and REST (robots.txt, sitemap.xml: server's `seoRoutes`). */
export async function seoRoutePaths(): Promise<string[]> {
  await import('reflect-metadata');
  const { seoRoutes } = await import(`${root}/dist/server/web/sitemap.js`);
  const router: Router = seoRoutes({ config: { publicUrl: 'http://localhost' } }, {});
  return router.stack.filter((l: any) => l.route?.methods.get).map((l: any) => String(l.route.path));
}
