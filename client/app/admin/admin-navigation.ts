// The admin's navigation as one table of route keys (config/paths.ts adminRoutes, whose pages are found by
// convention): a screen is added to the menu here, by its key, and a test checks each key has its page.
import {
  AppWindow,
  ClipboardList,
  FileText,
  Images,
  KeyRound,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  ScrollText,
  Signpost,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { Operation } from '../../../server/shared/access-policy';
import { adminRoutes, type AdminRouteKey } from '../../config/paths';

export interface AdminNavItem {
  route: AdminRouteKey;
  /** An i18next key in the admin's namespaces. */
  label: string;
  icon: LucideIcon;
  /** Shown only to a person whose role may do this (server/shared/access-policy.ts); to everyone without it. */
  needs?: Operation;
}

export const ADMIN_NAVIGATION: readonly AdminNavItem[] = [
  { route: 'dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { route: 'blogs', label: 'nav.blogs', icon: Newspaper },
  { route: 'products', label: 'nav.products', icon: Package },
  { route: 'documents', label: 'nav.documents', icon: FileText },
  { route: 'applications', label: 'nav.applications', icon: AppWindow },
  { route: 'messages', label: 'nav.messages', icon: Mail, needs: 'contactMessages' },
  { route: 'quotes', label: 'admin/quotes:nav', icon: ClipboardList, needs: 'quoteRequests' },
  { route: 'media', label: 'admin/media:nav', icon: Images },
  { route: 'redirects', label: 'admin/redirects:nav', icon: Signpost, needs: 'createRedirect' },
  { route: 'webhooks', label: 'admin/webhooks:nav', icon: Webhook, needs: 'webhooks' },
  { route: 'users', label: 'admin/users:nav', icon: Users, needs: 'adminUsers' },
  { route: 'tokens', label: 'admin/tokens:nav', icon: KeyRound, needs: 'apiTokens' },
  { route: 'audit', label: 'admin/audit:nav', icon: ScrollText, needs: 'auditEntries' },
  { route: 'profile', label: 'admin/profile:nav', icon: UserRound },
];

/** The admin pages shown without a session: signing in, and the ways to one (a mailed link, a required setup). */
export const SIGN_IN_ROUTES: readonly AdminRouteKey[] = ['login', 'forgotPassword', 'resetPassword', 'invite', 'twoFactorSetup'];

/** The address a menu entry opens. */
export const navigationPath = (route: AdminRouteKey) => `/admin/${adminRoutes[route]}`;
