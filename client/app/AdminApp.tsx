import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { AdminToaster } from '../components/admin/toaster';
import { HydrationMark } from '../components/HydrationMark';
import { LanguageChoiceContext } from '../components/LanguageSwitcher';
import { ADMIN_PREVIEW_ROUTE, adminRedirects, type AdminRouteKey, adminRoutes, pageRouteKey } from '../config/paths';
import { adminPaths } from '../config/admin-paths';
import { AdminLayout } from './admin/AdminLayout';
import { SIGN_IN_ROUTES } from './admin/admin-navigation';
import { chooseAdminLanguage, createAdminI18n } from './admin/admin-i18n';
import PreviewPage from './admin/PreviewPage';
import { adminSystem } from './admin/admin-theme';

/** While the admin is shown, the document says its language (screen readers, spelling); the site's comes back after. */
function useDocumentLanguage(lng: string) {
  const { i18n: site } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
  useEffect(
    () => () => {
      document.documentElement.lang = site.language;
    },
    [site],
  );
}

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

const signedInRoutes = (Object.keys(adminRoutes) as AdminRouteKey[]).filter((key) => !SIGN_IN_ROUTES.includes(key));

export default function AdminApp() {
  // Its own instance, in the admin's own language: the site's instance (and language) is the visitor's.
  const [i18n] = useState(createAdminI18n);
  const [lng, setLng] = useState(i18n.language);
  useEffect(() => {
    const follow = (next: string) => setLng(next);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  useDocumentLanguage(lng);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageChoiceContext.Provider value={chooseAdminLanguage}>
        <ChakraProvider value={adminSystem}>
          <Routes>
            {SIGN_IN_ROUTES.map(page)}
            {/* Outside the admin's shell: a draft shown in the site's own layout. */}
            <Route path={`${ADMIN_PREVIEW_ROUTE}/*`} element={<PreviewPage />} />
            <Route element={<AdminLayout />}>
              {signedInRoutes.map(page)}
              {Object.entries(adminRedirects).map(([from, to]) => (
                <Route key={from} path={from} element={<Navigate to={`/admin/${adminRoutes[to]}`} replace />} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to={adminPaths.adminDashboard()} replace />} />
          </Routes>
          <AdminToaster />
          <HydrationMark />
        </ChakraProvider>
      </LanguageChoiceContext.Provider>
    </I18nextProvider>
  );
}
