// Who may do what in the back office, as one table: each role's grant for each capability, and the capability each
// mutation needs. The server's services enforce it (server/common/actor.ts permit) for GraphQL and REST alike; the
// admin reads the same table to offer a person only what they may do, and /admin/users shows it. A test runs every
// mutation of the schema as every role against it (tests/server/roles.test.ts): a new mutation needs a line here.

export const ADMIN_ROLES = ['ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'TRANSLATOR'] as const;
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

/**
 * yes: always; drafts: only on a record visitors do not see (a draft; what it creates is a draft); english: only the
 * English fields of a record (and confirming them); no: never.
 */
export type Grant = 'yes' | 'drafts' | 'english' | 'no';

type Grants = Readonly<Record<AdminRoleName, Grant>>;
const grants = (administrator: Grant, editor: Grant, author: Grant, translator: Grant): Grants => ({
  ADMINISTRATOR: administrator,
  EDITOR: editor,
  AUTHOR: author,
  TRANSLATOR: translator,
});

/** What the roles may do, in the order /admin/users lists it. */
export const CAPABILITIES = {
  /** New products, posts, documents and applications. */
  createContent: grants('yes', 'yes', 'drafts', 'no'),
  /** Changing products, posts, documents and applications, restoring their versions. */
  editContent: grants('yes', 'yes', 'drafts', 'english'),
  /** A product's downloadable files. */
  productFiles: grants('yes', 'yes', 'drafts', 'no'),
  publishContent: grants('yes', 'yes', 'no', 'no'),
  /** Sending a draft for review. */
  requestReview: grants('yes', 'yes', 'yes', 'no'),
  /** The review queue: approving (publishing) or sending back with a note. */
  decideReviews: grants('yes', 'yes', 'no', 'no'),
  deleteContent: grants('yes', 'yes', 'drafts', 'no'),
  importContent: grants('yes', 'yes', 'no', 'no'),
  uploadMedia: grants('yes', 'yes', 'yes', 'no'),
  /** A library item's texts (alternative texts, focal point). */
  editMedia: grants('yes', 'yes', 'no', 'english'),
  /** Replacing a library item's file, deleting it. */
  manageMedia: grants('yes', 'yes', 'no', 'no'),
  /** Redirects and the products' order. */
  siteStructure: grants('yes', 'yes', 'no', 'no'),
  messages: grants('yes', 'yes', 'no', 'no'),
  /** Quote requests: following them up, erasing one's personal data. */
  quotes: grants('yes', 'yes', 'no', 'no'),
  /** Where quote requests are mailed, by product category. */
  quoteRouting: grants('yes', 'no', 'no', 'no'),
  auditLog: grants('yes', 'yes', 'no', 'no'),
  accounts: grants('yes', 'no', 'no', 'no'),
  webhooks: grants('yes', 'no', 'no', 'no'),
  /** Integrators' API tokens. */
  tokens: grants('yes', 'no', 'no', 'no'),
  /** The catalogue as a spreadsheet (every product, drafts too). */
  exportContent: grants('yes', 'yes', 'yes', 'yes'),
} as const satisfies Record<string, Grants>;

export type Capability = keyof typeof CAPABILITIES;

/** Anyone, signed in or not (signing in, a mailed link, the contact form). */
export const ANYONE = 'anyone';
/** Every signed-in person, on their own account (password, two-factor, passkeys, sessions, profile). */
export const OWN_ACCOUNT = 'ownAccount';
export type Access = Capability | typeof ANYONE | typeof OWN_ACCOUNT;

/** The capability each mutation needs. */
export const OPERATIONS = {
  acceptInvite: ANYONE,
  login: ANYONE,
  passkeySignIn: ANYONE,
  startPasskeySignIn: ANYONE,
  requestPasswordReset: ANYONE,
  resetPassword: ANYONE,
  sendContactMessage: ANYONE,
  requestQuote: ANYONE,

  logout: OWN_ACCOUNT,
  changePassword: OWN_ACCOUNT,
  updateMyProfile: OWN_ACCOUNT,
  startTotpSetup: OWN_ACCOUNT,
  confirmTotpSetup: OWN_ACCOUNT,
  disableTotp: OWN_ACCOUNT,
  startPasskeyRegistration: OWN_ACCOUNT,
  finishPasskeyRegistration: OWN_ACCOUNT,
  deletePasskey: OWN_ACCOUNT,
  revokeSession: OWN_ACCOUNT,
  revokeOtherSessions: OWN_ACCOUNT,

  createProduct: 'createContent',
  createBlog: 'createContent',
  updateProduct: 'editContent',
  updateBlog: 'editContent',
  updateDocument: 'editContent',
  updateApplication: 'editContent',
  restoreContentRevision: 'editContent',
  addProductFile: 'productFiles',
  deleteProductFile: 'productFiles',
  publishProduct: 'publishContent',
  unpublishProduct: 'publishContent',
  bulkPublishProducts: 'publishContent',
  bulkUnpublishProducts: 'publishContent',
  publishBlog: 'publishContent',
  unpublishBlog: 'publishContent',
  bulkPublishBlogs: 'publishContent',
  bulkUnpublishBlogs: 'publishContent',
  publishDocument: 'publishContent',
  unpublishDocument: 'publishContent',
  bulkPublishDocuments: 'publishContent',
  bulkUnpublishDocuments: 'publishContent',
  publishApplication: 'publishContent',
  unpublishApplication: 'publishContent',
  bulkPublishApplications: 'publishContent',
  bulkUnpublishApplications: 'publishContent',
  requestReview: 'requestReview',
  approveReview: 'decideReviews',
  requestChanges: 'decideReviews',
  deleteProduct: 'deleteContent',
  bulkDeleteProducts: 'deleteContent',
  deleteBlog: 'deleteContent',
  bulkDeleteBlogs: 'deleteContent',
  createDocument: 'createContent',
  deleteDocument: 'deleteContent',
  bulkDeleteDocuments: 'deleteContent',
  createApplication: 'createContent',
  deleteApplication: 'deleteContent',
  bulkDeleteApplications: 'deleteContent',
  importProducts: 'importContent',
  uploadMedia: 'uploadMedia',
  uploadImage: 'uploadMedia',
  updateMediaItem: 'editMedia',
  replaceMediaFile: 'manageMedia',
  deleteMediaItem: 'manageMedia',
  createRedirect: 'siteStructure',
  deleteRedirect: 'siteStructure',
  reorderProducts: 'siteStructure',
  setContactMessageStatus: 'messages',
  bulkDeleteContactMessages: 'messages',
  updateQuoteRequest: 'quotes',
  eraseQuoteRequest: 'quotes',
  setQuoteRoutes: 'quoteRouting',
  inviteAdminUser: 'accounts',
  setAdminUserDisabled: 'accounts',
  setAdminUserRole: 'accounts',
  createWebhook: 'webhooks',
  updateWebhook: 'webhooks',
  deleteWebhook: 'webhooks',
  testWebhook: 'webhooks',
  createApiToken: 'tokens',
  revokeApiToken: 'tokens',
} as const satisfies Record<string, Access>;

/** The reads that are not everyone's in the back office (the rest are: lists, records, the dashboard, one's own account). */
export const RESTRICTED_READS = {
  adminUsers: 'accounts',
  webhooks: 'webhooks',
  webhookDeliveries: 'webhooks',
  contactMessages: 'messages',
  contactMessage: 'messages',
  contactMessageCount: 'messages',
  contactMessageCounts: 'messages',
  quoteRequests: 'quotes',
  quoteRequest: 'quotes',
  quoteRequestCount: 'quotes',
  quoteRequestCounts: 'quotes',
  quoteRoutes: 'quotes',
  auditEntries: 'auditLog',
  auditEntryCount: 'auditLog',
  auditFilterOptions: 'auditLog',
  apiTokens: 'tokens',
  reviewQueue: 'decideReviews',
  exportProducts: 'exportContent',
} as const satisfies Record<string, Capability>;

export type Operation = keyof typeof OPERATIONS | keyof typeof RESTRICTED_READS;

/** A role's grant for a capability. */
export function grantOf(role: AdminRoleName, capability: Capability): Grant {
  return CAPABILITIES[capability][role];
}

/** What a role may do with an operation (`yes` for what anyone may do, and one's own account; `no` for one not in the table). */
export function operationGrant(role: AdminRoleName, operation: Operation): Grant {
  const table: Readonly<Record<string, Access>> = { ...OPERATIONS, ...RESTRICTED_READS };
  const access = Object.hasOwn(table, operation) ? table[operation] : undefined;
  if (access === ANYONE || access === OWN_ACCOUNT) return 'yes';
  return access ? grantOf(role, access) : 'no';
}

/**
 * English fields are named so (`titleEn`, `valueEn`, `altEn`): the one rule a translator's change is checked
 * against, field by field, and a test holds every translated pair to it.
 */
export const isEnglishField = (name: string): boolean => /[a-z0-9]En$/.test(name);

/** What an integrator's token may be given. */
export const API_SCOPES = ['CATALOGUE_READ_DRAFTS', 'CATALOGUE_WRITE', 'CONTENT_WRITE', 'MESSAGES_READ', 'QUOTES_READ'] as const;
export type ApiScopeName = (typeof API_SCOPES)[number];

/**
 * The operations each scope opens to a token, and how far: a token's product or post is always a draft (`drafts` on
 * a create), its changes to existing ones are whole. Nothing here manages accounts, roles, tokens or webhooks, and a
 * token never acts on a person's own account. Reading drafts (and scheduled content) over GraphQL is
 * CATALOGUE_READ_DRAFTS itself.
 */
export const SCOPE_GRANTS: Readonly<Record<ApiScopeName, Partial<Record<Operation, Grant>>>> = {
  CATALOGUE_READ_DRAFTS: { exportProducts: 'yes' },
  CATALOGUE_WRITE: { createProduct: 'drafts', updateProduct: 'yes', addProductFile: 'yes', deleteProductFile: 'yes' },
  CONTENT_WRITE: {
    createBlog: 'drafts',
    updateBlog: 'yes',
    updateDocument: 'yes',
    updateApplication: 'yes',
    uploadImage: 'yes',
    uploadMedia: 'yes',
  },
  MESSAGES_READ: { contactMessages: 'yes', contactMessage: 'yes', contactMessageCount: 'yes', contactMessageCounts: 'yes' },
  QUOTES_READ: { quoteRequests: 'yes', quoteRequest: 'yes', quoteRequestCount: 'yes', quoteRequestCounts: 'yes' },
};

/** A token's grant for an operation: the widest its scopes give. */
export function scopeGrant(scopes: readonly ApiScopeName[], operation: string): Grant {
  const given = scopes.map((scope) => (SCOPE_GRANTS[scope] as Record<string, Grant | undefined>)[operation] ?? 'no');
  return given.includes('yes') ? 'yes' : given.includes('drafts') ? 'drafts' : 'no';
}
