// The admin's link builders: a module of their own, so that the public pages' script (which imports paths.ts) does
// not carry them.
import { generatePath } from 'react-router';
import { ADMIN_PREVIEW_ROUTE, adminRoutes, withLanguage, type AdminRouteKey, type PreviewKind } from './paths';

function adminPath(key: AdminRouteKey, params: Record<string, string> = {}): string {
  return generatePath(`/admin/${adminRoutes[key]}`, params);
}

export const adminPaths = {
  adminLogin: () => adminPath('login'),
  adminDashboard: () => adminPath('dashboard'),
  adminBlogs: () => adminPath('blogs'),
  /** The blog form: a post's id, or 'new' (spec). */
  adminBlog: (id: number | 'new') => adminPath('blog', { id: String(id) }),
  adminProducts: () => adminPath('products'),
  adminProduct: (id: number | 'new') => adminPath('product', { id: String(id) }),
  /** Version history of a product and of a blog post. */
  adminProductVersions: (id: number) => adminPath('productVersions', { id: String(id) }),
  adminBlogVersions: (id: number) => adminPath('blogVersions', { id: String(id) }),
  adminDocuments: () => adminPath('documents'),
  /** The document form: with an id it edits, without one it creates at /admin/document/new (spec). */
  adminDocument: (id?: number) => (id ? adminPath('documentEdit', { id: String(id) }) : adminPath('documentNew')),
  adminApplications: () => adminPath('applications'),
  adminApplication: (id?: number) => (id ? adminPath('applicationEdit', { id: String(id) }) : adminPath('applicationNew')),
  adminMessages: () => adminPath('messages'),
  adminMessage: (id: number) => adminPath('message', { id: String(id) }),
  adminQuotes: () => adminPath('quotes'),
  adminQuote: (id: number) => adminPath('quote', { id: String(id) }),
  /** A draft (or any product or post) as the site shows it, for signed-in administrators only. */
  adminPreview: (kind: PreviewKind, id: number, lang?: string) =>
    withLanguage(generatePath(`/admin/${ADMIN_PREVIEW_ROUTE}`, { kind, id: String(id) }), lang === 'en' ? 'en' : 'tr'),
  adminAudit: () => adminPath('audit'),
  adminMedia: () => adminPath('media'),
  adminRedirects: () => adminPath('redirects'),
  adminWebhooks: () => adminPath('webhooks'),
  adminProfile: () => adminPath('profile'),
  adminUsers: () => adminPath('users'),
  adminForgotPassword: () => adminPath('forgotPassword'),
  adminTwoFactorSetup: () => adminPath('twoFactorSetup'),
};
