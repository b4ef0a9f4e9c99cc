import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import DashboardPage from '../features/dashboard/admin/DashboardPage';
import LoginPage from '../features/auth/admin/LoginPage';
import { addResources, resourcesFrom } from '../lib/i18n';
import { AdminLayout } from './admin/AdminLayout';

/** Admin namespaces (`locales/<lng>/admin/*.json`) travel with the admin chunk. */
const adminResources = resourcesFrom(import.meta.glob('../locales/*/admin/*.json', { eager: true, import: 'default' }));

export default function AdminApp() {
  const { i18n } = useTranslation();
  addResources(i18n, adminResources);
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.adminDashboard()} replace />} />
    </Routes>
  );
}
