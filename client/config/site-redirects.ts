// The site's own permanent redirects (`redirects` of client/config/paths.ts, answered by client/app/App.tsx) as the
// server's redirect table needs them (server/modules/redirects/redirect-table.ts): where one sends a path, and which
// older paths lead to a path. Only the server bundle imports this.
import { generatePath, matchRoutes } from 'react-router';
import { routes, type RouteDef } from './paths';

interface Candidate {
  path: string;
  /** The route's own path when this is one of its older paths (a redirect), else undefined (a page, the admin, the rest). */
  redirectTo?: string;
}

/** Every path pattern the app's router knows (client/app/App.tsx), so that a path is matched as the router ranks them. */
const candidates: Candidate[] = [
  ...(Object.values(routes) as RouteDef[]).flatMap((def) => [def.path, ...(def.aliases ?? [])].map((path) => ({ path }))),
  ...(Object.values(routes) as RouteDef[]).flatMap((def) => (def.redirects ?? []).map((path) => ({ path, redirectTo: def.path }))),
  { path: '/admin/*' },
];

/** Where the site's own permanent redirect sends `pathname` (`/urunler/x` → `/products/x`), or null when it sends none. */
export function ownRedirectOf(pathname: string): string | null {
  const match = matchRoutes(candidates, pathname)?.[0];
  const to = match?.route?.redirectTo;
  return match && to ? generatePath(to, match.params) : null;
}

/** The older paths the site answers with a permanent redirect to `pathname` (`/products/x` ← `/urunler/x`). */
export function ownRedirectsTo(pathname: string): string[] {
  const older: string[] = [];
  for (const def of Object.values(routes) as RouteDef[]) {
    const match = def.redirects?.length ? matchRoutes([{ path: def.path }], pathname)?.[0] : undefined;
    if (!match) continue;
    for (const pattern of def.redirects!) {
      const old = generatePath(pattern, match.params);
      // `/urunler/karsilastir` leads to the comparison, not to a product of that slug.
      if (ownRedirectOf(old) === pathname) older.push(old);
    }
  }
  return older;
}

/** The not-found page's paths: every unknown address is sent there. */
export const notFoundPaths = (): string[] => {
  const def: RouteDef = routes.notFound;
  return [def.path, ...(def.aliases ?? [])];
};
