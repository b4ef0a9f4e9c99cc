import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams, generatePath } from 'react-router';
import { ClientOnly } from '../components/ClientOnly';
import { Redirect } from '../components/Redirect';
import { paths, routes, type RouteDef, type RouteKey } from '../config/paths';
import { SiteLayout } from './layout/SiteLayout';
import { pageComponent } from './page-routes';

/** The whole back office is one lazily loaded, browser-only chunk: public pages never download it. */
const AdminApp = lazy(() => import('./AdminApp'));

const spinner = (
  <Center minH="60vh">
    <Spinner size="lg" color="brand.500" />
  </Center>
);

/** An old path answered with a permanent redirect to the route's own path (same parameters and query). */
function PermanentRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Redirect to={generatePath(to, params) + search} status={301} />;
}

function page(key: RouteKey): ReactNode {
  const Page = pageComponent(key);
  return (
    <Suspense fallback={spinner}>
      <Page />
    </Suspense>
  );
}

const entries = Object.entries(routes) as [RouteKey, RouteDef][];

export function App() {
  return (
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          {entries.flatMap(([key, def]) =>
            [def.path, ...(def.aliases ?? [])].map((path) => <Route key={path} path={path} element={page(key)} />),
          )}
        </Route>
        {entries.flatMap(([, def]) =>
          (def.redirects ?? []).map((path) => <Route key={path} path={path} element={<PermanentRedirect to={def.path} />} />),
        )}
        <Route
          path="/admin/*"
          element={
            <ClientOnly fallback={spinner}>
              <Suspense fallback={spinner}>
                <AdminApp />
              </Suspense>
            </ClientOnly>
          }
        />
        <Route path="*" element={<Redirect to={paths.notFound()} />} />
      </Routes>
    </>
  );
}
