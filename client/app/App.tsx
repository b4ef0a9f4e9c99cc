import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { ClientOnly } from '../components/ClientOnly';
import { Redirect } from '../components/Redirect';
import HomePage from '../features/home/site/HomePage';
import NotFoundPage from '../features/not-found/site/NotFoundPage';
import { SiteLayout } from './SiteLayout';

/** The whole back office is one lazily loaded, browser-only chunk: public pages never download it. */
const AdminApp = lazy(() => import('./AdminApp'));

const NOT_FOUND_PATH = '/sayfa-bulunamadi';

function ProductAlias() {
  const { id } = useParams();
  return <Redirect to={`/products/${encodeURIComponent(id ?? '')}`} status={301} />;
}

const adminFallback = (
  <Center minH="100vh">
    <Spinner size="lg" color="brand.500" />
  </Center>
);

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
      </Route>
      <Route path="/urunler" element={<Redirect to="/products" status={301} />} />
      <Route path="/urunler/:id" element={<ProductAlias />} />
      <Route
        path="/admin/*"
        element={
          <ClientOnly fallback={adminFallback}>
            <Suspense fallback={adminFallback}>
              <AdminApp />
            </Suspense>
          </ClientOnly>
        }
      />
      <Route path="*" element={<Redirect to={NOT_FOUND_PATH} />} />
    </Routes>
  );
}
