import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_TOKEN_KEY } from './apollo';
import LoginPage from '../features/auth/admin/LoginPage';
import DashboardPage from '../features/dashboard/admin/DashboardPage';
import enAdmin from '../locales/en/admin.json';
import trAdmin from '../locales/tr/admin.json';

/** Admin texts travel with the admin chunk. */
function useAdminTexts() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('tr', 'admin')) {
    i18n.addResourceBundle('tr', 'admin', trAdmin);
    i18n.addResourceBundle('en', 'admin', enAdmin);
  }
}

/** Spec: admin screens redirect to the sign-in page when no token is stored; the server checks it on every call. */
function RequireToken({ children }: { children: React.ReactElement }) {
  return localStorage.getItem(ADMIN_TOKEN_KEY) ? children : <Navigate to="/admin/login" replace />;
}

export default function AdminApp() {
  useAdminTexts();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="dashboard" element={<RequireToken><DashboardPage /></RequireToken>} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
