import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { AdminToaster } from '../components/admin/toaster';
import { HydrationMark } from '../components/HydrationMark';
import { ADMIN_PREVIEW_ROUTE, adminRedirects, adminRoutes, pageRouteKey, paths, type AdminRouteKey } from '../config/paths';
import { addResources } from '../lib/i18n';
import { resourcesFrom } from '../lib/locale-resources';
import { AdminLayout } from './admin/AdminLayout';
import PreviewPage from './admin/PreviewPage';
import { adminSystem } from './admin/admin-theme';

/**
 * Admin namespaces (`locales/<lng>/admin/*.json`) travel with the admin chunk, with both languages' site texts: the
 * public pages load only their own language, while admin forms show Turkish and English labels side by side.
 */
const adminResources = resourcesFrom({
  ...import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob('../locales/*/admin/*.json', { eager: true, import: 'default' }),
});

/**
 * Admin pages by convention: `features/<feature>/admin/<route key>.page.tsx`, the key in kebab-case. The admin is
 * one lazily loaded, browser-only chunk, so its pages are part of it (no further splitting, no suspense between
 * screens).
 */
const pageModules = import.meta.glob<ComponentType>('../features/*/admin/*.page.tsx', { eager: true, import: 'default' });

export const adminPages = new Map<string, ComponentType>(
  Object.entries(pageModules).map(([file, component]) => [pageRouteKey(file), component]),
);

function page(key: AdminRouteKey) {
  const Page = adminPages.get(key);
  return Page ? <Route key={key} path={adminRoutes[key]} element={<Page />} /> : null;
}

const signedInRoutes = (Object.keys(adminRoutes) as AdminRouteKey[]).filter((key) => key !== 'login');

export default function AdminApp() {
  const { i18n } = useTranslation();
  addResources(i18n, adminResources);
  return (
    <ChakraProvider value={adminSystem}>
      <Routes>
        {page('login')}
        {/* Outside the admin's shell: a draft shown in the site's own layout. */}
        <Route path={`${ADMIN_PREVIEW_ROUTE}/*`} element={<PreviewPage />} />
        <Route element={<AdminLayout />}>
          {signedInRoutes.map(page)}
          {Object.entries(adminRedirects).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={`/admin/${adminRoutes[to]}`} replace />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={paths.adminDashboard()} replace />} />
      </Routes>
      <AdminToaster />
      <HydrationMark />
    </ChakraProvider>
  );
}
