import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_TOKEN_KEY } from '../lib/session';
import { addResources, resourcesFrom } from '../lib/i18n';
import LoginPage from '../features/auth/admin/LoginPage';
import DashboardPage from '../features/dashboard/admin/DashboardPage';

/** Admin namespaces (`locales/<lng>/admin/*.json`) travel with the admin chunk. */
const adminResources = resourcesFrom(import.meta.glob('../locales/*/admin/*.json', { eager: true, import: 'default' }));

/** Spec: admin screens redirect to the sign-in page when no token is stored; the server checks it on every call. */
function RequireToken({ children }: { children: React.ReactElement }) {
  return localStorage.getItem(ADMIN_TOKEN_KEY) ? children : <Navigate to="/admin/login" replace />;
}

export default function AdminApp() {
  const { i18n } = useTranslation();
  addResources(i18n, adminResources);
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="dashboard" element={<RequireToken><DashboardPage /></RequireToken>} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
