// The audit test's tables: every mutation and every mounted REST write, called with valid arguments by a signed-in
// admin, and the entry each must leave (tests/server/audit.test.ts checks that no mutation or route is missing).
import { expect } from 'vitest';
import { gql, gqlUpload, loginToken } from './graphql.js';
import { form, pdfBlob, pngBlob, rest } from './rest.js';
import { ADMIN } from './server.js';
import { Secret, TOTP } from 'otpauth';
import { SoftAuthenticator } from './soft-authenticator.js';

export interface Expected {
  action: string;
  entityType: string;
  entityId?: number | string;
  entityName?: string;
  /** Must be among the entry's fields (a delete lists none). */
  fields?: string[];
  /** Who, when not the signed-in admin (a sign-in attempt). */
  who?: { adminId: number | null; adminUsername: string };
}
export type Call = () => Promise<Expected>;
/** A write that needs records of its own made first (outside the entries it is checked for): a bulk delete. */
export interface StagedCall {
  setup(): Promise<void>;
  call: Call;
}

/** The signed-in admin and what the calls create for the next ones (ids, a stored blog image, a second sign-in). */
export interface AuditSession {
  url: string;
  token: string;
  adminId: number;
  ids: Record<string, number>;
  blogImage: string;
  sessionToken: string;
  /** The link of the newest account mail (an invitation, a reset), as its recipient would read it. */
  mailedLink(): Promise<string>;
}

export const ok = async (pending: Promise<{ data?: any; errors?: unknown }>) => {
  const res = await pending;
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
};
const okRest = async (pending: ReturnType<typeof rest>) => {
  const res = await pending;
  expect(res.status, res.text).toBeLessThan(300);
  return res.json;
};

export const productInput = (name: string, valueTr = '24 V') => ({
  name,
  category: 'io',
  shortDescriptionTr: 'Kısa',
  shortDescriptionEn: 'Short',
  specGroups: [{ nameTr: 'Genel', nameEn: 'General', specs: [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr, valueEn: '24 V' }] }],
});

const CHANGE_PASSWORD = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const INVITE = 'mutation($i: InviteAdminUserInput!) { inviteAdminUser(input: $i) { id } }';
const REQUEST_REVIEW = 'mutation($id: Int!) { requestReview(input: { entityType: PRODUCT, id: $id, note: "Bakar mısınız?" }) { state } }';
const REQUEST_QUOTE = 'mutation($i: QuoteRequestInput!) { requestQuote(input: $i) { reference } }';
/** A valid quote request from `fullName` for one seeded product. */
const quoteInput = (fullName: string) => ({
  fullName,
  company: 'Denetim A.Ş.',
  email: 'teklif@example.com',
  phone: '+90 212 000 00 00',
  country: 'Türkiye',
  consent: true,
  language: 'tr',
  items: [{ productSlug: 'egw-410-iiot-gateway', quantity: 2 }],
});
const tokenOfLink = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const AUDIT_PASSWORD = 'kule saat mavi seksen üç';

export function auditWrites(s: AuditSession) {
  let totpSecret = '';
  let passkeyId = '';
  const authenticator = new SoftAuthenticator(s.url.replace('127.0.0.1', 'localhost'));
  /** Signs in once more and answers that sign-in's session id, as the signed-in admin's session list shows it. */
  const signedInElsewhere = async () => {
    await loginToken(s.url, ADMIN.username, ADMIN.password);
    const { mySessions } = await ok(gql(s.url, '{ mySessions { id current createdAt } }', {}, s.token));
    return [...(mySessions as Array<{ id: string; current: boolean; createdAt: string }>)]
      .filter((session) => !session.current)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0].id;
  };
  let otherSession = '';
  const product = productInput;
  const blog = (titleTr: string) => ({
    image: s.blogImage,
    titleTr,
    titleEn: 'Audit post',
    summaryTr: 'Özet',
    summaryEn: 'Summary',
    contentTr: '<p>İçerik</p>',
    contentEn: '<p>Content</p>',
  });

  const created = async (mutation: string, input: object) => ok(gql(s.url, mutation, { i: input }, s.token));
  const createProduct = async (name: string) =>
    (await created('mutation($i: ProductInput!) { createProduct(input: $i) { id } }', product(name))).createProduct.id as number;
  const createBlog = async (title: string) =>
    (await created('mutation($i: BlogInput!) { createBlog(input: $i) { id } }', { ...blog(title), slug: null })).createBlog.id as number;
  const upload = async (query: string, variables: object, file: [Blob, string]) =>
    ok(gqlUpload(s.url, query, { ...variables, f: null }, { 'variables.f': file }, s.token));
  /** A bulk call on one record leaves that record's one entry (several records: one each). */
  const bulkOne = (mutation: string, key: string, expected: () => Expected, setup?: () => Promise<void>): StagedCall => ({
    setup: setup ?? (() => Promise.resolve()),
    call: async () => {
      expect((await ok(gql(s.url, `mutation($ids: [Int!]!) { ${mutation}(ids: $ids) }`, { ids: [s.ids[key]] }, s.token)))[mutation]).toBe(
        1,
      );
      return expected();
    },
  });

  /**
   * The publication calls of a type with drafts, in the order they run (unpublish, publish, then both in bulk), on the
   * record `key` names: each leaves one entry of its action on `publishedAt`.
   */
  const publishing = (key: string, type: string): Record<string, Call | StagedCall> => {
    const entry = (action: string) => () => ({ action, entityType: type, entityId: s.ids[key], fields: ['publishedAt'] });
    const one = (verb: string) => async () => {
      await ok(gql(s.url, `mutation($id: Int!) { ${verb}${type}(id: $id) { id } }`, { id: s.ids[key] }, s.token));
      return entry(verb)();
    };
    return {
      [`unpublish${type}`]: one('unpublish'),
      [`publish${type}`]: one('publish'),
      [`bulkUnpublish${type}s`]: bulkOne(`bulkUnpublish${type}s`, key, entry('unpublish')),
      [`bulkPublish${type}s`]: bulkOne(`bulkPublish${type}s`, key, entry('publish')),
    };
  };

  /** Every mutation of the schema, called with valid arguments by the signed-in admin, and the entry it must leave. */
  const GRAPHQL: Record<string, Call | StagedCall> = {
    createProduct: async () => {
      s.ids.product = (
        await ok(gql(s.url, 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }', { i: product('Denetim Ölçer') }, s.token))
      ).createProduct.id;
      return {
        action: 'create',
        entityType: 'Product',
        entityId: s.ids.product,
        entityName: 'Denetim Ölçer',
        fields: ['name', 'slug', 'category', 'shortDescriptionTr', 'specGroups'],
      };
    },
    updateProduct: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
          { id: s.ids.product, i: { ...product('Denetim Ölçer', '48 V'), shortDescriptionEn: 'Changed' } },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Product', entityId: s.ids.product, fields: ['shortDescriptionEn', 'specGroups'] };
    },
    restoreContentRevision: async () => {
      const { contentRevisions } = await ok(
        gql(s.url, 'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { id number } }', { id: s.ids.product }, s.token),
      );
      const first = (contentRevisions as Array<{ id: number; number: number }>).find((r) => r.number === 1)!;
      await ok(gql(s.url, 'mutation($id: Int!) { restoreContentRevision(id: $id) { id } }', { id: first.id }, s.token));
      return { action: 'update', entityType: 'Product', entityId: s.ids.product, fields: ['shortDescriptionEn'] };
    },
    ...publishing('product', 'Product'),
    reorderProducts: async () => {
      const { products } = await ok(gql(s.url, '{ products(category: io, take: 100) { id } }', {}, s.token));
      const ids = (products as Array<{ id: number }>).map((p) => p.id);
      await ok(
        gql(s.url, 'mutation($ids: [Int!]!) { reorderProducts(category: io, ids: $ids) }', { ids: [...ids.slice(1), ids[0]] }, s.token),
      );
      return { action: 'update', entityType: 'Product', entityName: 'io', fields: ['position'] };
    },
    importProducts: async () => {
      const header =
        'product_slug,product_name,product_category,short_description_tr,short_description_en,long_description_tr,long_description_en,group_order,group_name_tr,group_name_en,spec_order,spec_name_tr,spec_name_en,spec_value_tr,spec_value_en';
      const csv = `${header}\r\nice-aktarilan-urun,İçe Aktarılan Ürün,io,Kısa,Short,,,1,Genel,General,1,Gerilim,Voltage,24 V,24 V\r\n`;
      const report = (
        await upload('mutation($f: Upload!) { importProducts(file: $f, dryRun: false) { created errors { reason } } }', {}, [
          new Blob([csv], { type: 'text/csv' }),
          'urunler.csv',
        ])
      ).importProducts;
      expect(report).toEqual({ created: 1, errors: [] });
      return {
        action: 'create',
        entityType: 'Product',
        entityName: 'İçe Aktarılan Ürün',
        fields: ['name', 'slug', 'category', 'specGroups'],
      };
    },
    requestReview: {
      setup: async () => {
        s.ids.reviewed = (
          await created('mutation($i: ProductInput!) { createProduct(input: $i) { id } }', { ...product('İncelenen Ürün'), draft: true })
        ).createProduct.id;
      },
      call: async () => {
        await ok(gql(s.url, REQUEST_REVIEW, { id: s.ids.reviewed }, s.token));
        return { action: 'review', entityType: 'Product', entityId: s.ids.reviewed, entityName: 'İncelenen Ürün', fields: ['requested'] };
      },
    },
    requestChanges: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!) { requestChanges(entityType: PRODUCT, id: $id, note: "Kısaltın") { state } }',
          { id: s.ids.reviewed },
          s.token,
        ),
      );
      return { action: 'review', entityType: 'Product', entityId: s.ids.reviewed, fields: ['changesRequested'] };
    },
    // Approving publishes: the publication is its entry (asked for again first, outside the entries checked).
    approveReview: {
      setup: async () => {
        await ok(gql(s.url, REQUEST_REVIEW, { id: s.ids.reviewed }, s.token));
      },
      call: async () => {
        await ok(
          gql(s.url, 'mutation($id: Int!) { approveReview(entityType: PRODUCT, id: $id) { state } }', { id: s.ids.reviewed }, s.token),
        );
        return { action: 'publish', entityType: 'Product', entityId: s.ids.reviewed, fields: ['publishedAt'] };
      },
    },
    bulkDeleteProducts: bulkOne(
      'bulkDeleteProducts',
      'bulkProduct',
      () => ({ action: 'delete', entityType: 'Product', entityId: s.ids.bulkProduct }),
      async () => {
        s.ids.bulkProduct = await createProduct('Toplu Silinen Ürün');
      },
    ),
    uploadMedia: async () => {
      const item = (await upload(`mutation($f: Upload!) { uploadMedia(file: $f) { id storedName } }`, {}, [pngBlob(), 'kitaplık.png']))
        .uploadMedia;
      s.ids.media = item.id;
      return { action: 'upload', entityType: 'Image', entityId: item.storedName, entityName: 'kitaplık.png', fields: ['file'] };
    },
    updateMediaItem: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!) { updateMediaItem(id: $id, input: { altTr: "Pano", focalX: 0.3, focalY: 0.6 }) { id } }',
          { id: s.ids.media },
          s.token,
        ),
      );
      return {
        action: 'update',
        entityType: 'MediaItem',
        entityId: s.ids.media,
        entityName: 'kitaplık.png',
        fields: ['altTr', 'focalX', 'focalY'],
      };
    },
    replaceMediaFile: async () => {
      await upload('mutation($id: Int!, $f: Upload!) { replaceMediaFile(id: $id, file: $f) { id } }', { id: s.ids.media }, [
        pngBlob(),
        'yeni.png',
      ]);
      return { action: 'update', entityType: 'MediaItem', entityId: s.ids.media, fields: ['file'] };
    },
    deleteMediaItem: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: s.ids.media }, s.token));
      return { action: 'delete', entityType: 'MediaItem', entityId: s.ids.media };
    },
    createRedirect: async () => {
      const input = { fromPath: '/denetim-eski-sayfa.html', toPath: '/blog', permanent: true };
      s.ids.redirect = (
        await ok(gql(s.url, 'mutation($i: RedirectInput!) { createRedirect(input: $i) { id } }', { i: input }, s.token))
      ).createRedirect.id;
      return {
        action: 'create',
        entityType: 'Redirect',
        entityId: s.ids.redirect,
        entityName: input.fromPath,
        fields: ['fromPath', 'toPath', 'permanent'],
      };
    },
    deleteRedirect: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteRedirect(id: $id) }', { id: s.ids.redirect }, s.token));
      return { action: 'delete', entityType: 'Redirect', entityId: s.ids.redirect };
    },
    createApiToken: async () => {
      const made = await ok(
        gql(
          s.url,
          'mutation { createApiToken(input: { name: "Denetim ERP", scopes: [CATALOGUE_WRITE] }) { apiToken { id } } }',
          {},
          s.token,
        ),
      );
      s.ids.apiToken = made.createApiToken.apiToken.id;
      return { action: 'create', entityType: 'ApiToken', entityId: s.ids.apiToken, entityName: 'Denetim ERP', fields: ['name', 'scopes'] };
    },
    revokeApiToken: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { revokeApiToken(id: $id) { id } }', { id: s.ids.apiToken }, s.token));
      return { action: 'update', entityType: 'ApiToken', entityId: s.ids.apiToken, fields: ['revokedAt'] };
    },
    createWebhook: async () => {
      // A public address (no name to resolve): the shared server allows no private target.
      const input = { url: 'https://93.184.216.34/denetim-kancasi', events: ['contact.received'], secret: 'denetim-gizli-anahtar-0123' };
      s.ids.webhook = (
        await ok(gql(s.url, 'mutation($i: WebhookInput!) { createWebhook(input: $i) { id } }', { i: input }, s.token))
      ).createWebhook.id;
      return {
        action: 'create',
        entityType: 'Webhook',
        entityId: s.ids.webhook,
        entityName: input.url,
        fields: ['url', 'events', 'secret'],
      };
    },
    updateWebhook: async () => {
      const input = { url: 'https://93.184.216.34/denetim-kancasi', events: ['contact.received', 'blog.deleted'] };
      await ok(
        gql(
          s.url,
          'mutation($id: Int!, $i: WebhookInput!) { updateWebhook(id: $id, input: $i) { id } }',
          { id: s.ids.webhook, i: input },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Webhook', entityId: s.ids.webhook, fields: ['events'] };
    },
    deleteWebhook: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteWebhook(id: $id) }', { id: s.ids.webhook }, s.token));
      return { action: 'delete', entityType: 'Webhook', entityId: s.ids.webhook };
    },
    addProductFile: async () => {
      s.ids.productFile = (
        await ok(
          gqlUpload(
            s.url,
            'mutation($p: Int!, $file: Upload!) { addProductFile(productId: $p, file: $file, fileTypeTr: "Föy", fileTypeEn: "Sheet") { id } }',
            { p: s.ids.product, file: null },
            { 'variables.file': [pdfBlob(), 'föy.pdf'] },
            s.token,
          ),
        )
      ).addProductFile.id;
      return {
        action: 'create',
        entityType: 'ProductFile',
        entityId: s.ids.productFile,
        entityName: 'föy.pdf',
        fields: ['file', 'fileTypeTr', 'fileTypeEn', 'product'],
      };
    },
    deleteProductFile: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteProductFile(id: $id) }', { id: s.ids.productFile }, s.token));
      return { action: 'delete', entityType: 'ProductFile', entityId: s.ids.productFile };
    },
    deleteProduct: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: s.ids.product }, s.token));
      return { action: 'delete', entityType: 'Product', entityId: s.ids.product, entityName: 'Denetim Ölçer' };
    },
    uploadImage: async () => {
      s.blogImage = (
        await ok(
          gqlUpload(
            s.url,
            'mutation($f: Upload!) { uploadImage(type: blog, file: $f) }',
            { f: null },
            { 'variables.f': [pngBlob(), 'görsel.png'] },
            s.token,
          ),
        )
      ).uploadImage;
      return { action: 'upload', entityType: 'Image', entityId: s.blogImage, entityName: 'görsel.png', fields: ['file'] };
    },
    createBlog: async () => {
      s.ids.blog = (
        await ok(gql(s.url, 'mutation($i: BlogInput!) { createBlog(input: $i) { id } }', { i: blog('Denetim Yazısı') }, s.token))
      ).createBlog.id;
      return {
        action: 'create',
        entityType: 'Blog',
        entityId: s.ids.blog,
        entityName: 'Denetim Yazısı',
        fields: ['titleTr', 'titleEn', 'slug', 'contentTr'],
      };
    },
    updateBlog: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!, $i: BlogInput!) { updateBlog(id: $id, input: $i) { id } }',
          { id: s.ids.blog, i: { ...blog('Denetim Yazısı'), summaryEn: 'New summary' } },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Blog', entityId: s.ids.blog, fields: ['summaryEn'] };
    },
    ...publishing('blog', 'Blog'),
    bulkDeleteBlogs: bulkOne(
      'bulkDeleteBlogs',
      'bulkBlog',
      () => ({ action: 'delete', entityType: 'Blog', entityId: s.ids.bulkBlog }),
      async () => {
        s.ids.bulkBlog = await createBlog('Toplu Silinen Yazı');
      },
    ),
    deleteBlog: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: s.ids.blog }, s.token));
      return { action: 'delete', entityType: 'Blog', entityId: s.ids.blog };
    },
    createDocument: async () => {
      s.ids.document = (
        await ok(
          gqlUpload(
            s.url,
            'mutation($i: DocumentInput!, $f: Upload!) { createDocument(input: $i, fileTr: $f) { id } }',
            { i: { nameTr: 'Denetim Belgesi' }, f: null },
            { 'variables.f': [pdfBlob(), 'belge.pdf'] },
            s.token,
          ),
        )
      ).createDocument.id;
      return {
        action: 'create',
        entityType: 'Document',
        entityId: s.ids.document,
        entityName: 'Denetim Belgesi',
        fields: ['nameTr', 'fileTr'],
      };
    },
    updateDocument: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!, $i: DocumentInput!) { updateDocument(id: $id, input: $i) { id } }',
          { id: s.ids.document, i: { nameTr: 'Denetim Belgesi', nameEn: 'Audit document' } },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Document', entityId: s.ids.document, fields: ['nameEn'] };
    },
    ...publishing('document', 'Document'),
    deleteDocument: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteDocument(id: $id) }', { id: s.ids.document }, s.token));
      return { action: 'delete', entityType: 'Document', entityId: s.ids.document };
    },
    bulkDeleteDocuments: bulkOne(
      'bulkDeleteDocuments',
      'bulkDocument',
      () => ({ action: 'delete', entityType: 'Document', entityId: s.ids.bulkDocument }),
      async () => {
        s.ids.bulkDocument = (
          await upload(
            'mutation($i: DocumentInput!, $f: Upload!) { createDocument(input: $i, fileTr: $f) { id } }',
            { i: { nameTr: 'Toplu Silinen Belge' } },
            [pdfBlob(), 'toplu.pdf'],
          )
        ).createDocument.id;
      },
    ),
    createApplication: async () => {
      s.ids.application = (
        await ok(
          gqlUpload(
            s.url,
            'mutation($i: ApplicationInput!, $f: Upload!) { createApplication(input: $i, file: $f) { id } }',
            { i: { name: 'Denetim Aracı' }, f: null },
            { 'variables.f': [new Blob(['PK\x03\x04zip']), 'arac.zip'] },
            s.token,
          ),
        )
      ).createApplication.id;
      return {
        action: 'create',
        entityType: 'Application',
        entityId: s.ids.application,
        entityName: 'Denetim Aracı',
        fields: ['name', 'file'],
      };
    },
    updateApplication: async () => {
      await ok(
        gql(
          s.url,
          'mutation($id: Int!, $i: ApplicationInput!) { updateApplication(id: $id, input: $i) { id } }',
          { id: s.ids.application, i: { name: 'Denetim Aracı 2' } },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Application', entityId: s.ids.application, entityName: 'Denetim Aracı 2', fields: ['name'] };
    },
    ...publishing('application', 'Application'),
    deleteApplication: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { deleteApplication(id: $id) }', { id: s.ids.application }, s.token));
      return { action: 'delete', entityType: 'Application', entityId: s.ids.application };
    },
    bulkDeleteApplications: bulkOne(
      'bulkDeleteApplications',
      'bulkApplication',
      () => ({ action: 'delete', entityType: 'Application', entityId: s.ids.bulkApplication }),
      async () => {
        s.ids.bulkApplication = (
          await upload(
            'mutation($i: ApplicationInput!, $f: Upload!) { createApplication(input: $i, file: $f) { id } }',
            { i: { name: 'Toplu Silinen Araç' } },
            [new Blob(['PK\x03\x04zip']), 'toplu.zip'],
          )
        ).createApplication.id;
      },
    ),
    setContactMessageStatus: {
      setup: async () => {
        await ok(
          gql(s.url, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { status } }', {
            i: { name: 'Ele Alınacak', email: 'e@example.com', subject: 'Durum' },
          }),
        );
        s.ids.statusMessage = (await ok(gql(s.url, '{ contactMessages(take: 1) { id } }', {}, s.token))).contactMessages[0].id;
      },
      call: async () => {
        const changed = await ok(
          gql(
            s.url,
            'mutation($ids: [Int!]!) { setContactMessageStatus(ids: $ids, status: HANDLED) }',
            { ids: [s.ids.statusMessage] },
            s.token,
          ),
        );
        expect(changed.setContactMessageStatus).toBe(1);
        return {
          action: 'update',
          entityType: 'ContactMessage',
          entityId: s.ids.statusMessage,
          entityName: 'Ele Alınacak',
          fields: ['status'],
        };
      },
    },
    updateQuoteRequest: {
      setup: async () => {
        await ok(gql(s.url, REQUEST_QUOTE, { i: quoteInput('Takip Edilecek') }));
        s.ids.followedQuote = (await ok(gql(s.url, '{ quoteRequests(take: 1) { id } }', {}, s.token))).quoteRequests[0].id;
      },
      call: async () => {
        const { updateQuoteRequest } = await ok(
          gql(
            s.url,
            'mutation($id: Int!) { updateQuoteRequest(id: $id, input: { status: QUOTED }) { reference } }',
            { id: s.ids.followedQuote },
            s.token,
          ),
        );
        return {
          action: 'update',
          entityType: 'QuoteRequest',
          entityId: s.ids.followedQuote,
          entityName: updateQuoteRequest.reference,
          fields: ['status'],
        };
      },
    },
    eraseQuoteRequest: {
      setup: async () => {
        await ok(gql(s.url, REQUEST_QUOTE, { i: quoteInput('Silinecek Kişi') }));
        s.ids.erasedQuote = (await ok(gql(s.url, '{ quoteRequests(take: 1) { id } }', {}, s.token))).quoteRequests[0].id;
      },
      call: async () => {
        const { eraseQuoteRequest } = await ok(
          gql(s.url, 'mutation($id: Int!) { eraseQuoteRequest(id: $id) { reference } }', { id: s.ids.erasedQuote }, s.token),
        );
        return {
          action: 'update',
          entityType: 'QuoteRequest',
          entityId: s.ids.erasedQuote,
          entityName: eraseQuoteRequest.reference,
          fields: ['anonymisedAt'],
        };
      },
    },
    setQuoteRoutes: async () => {
      const { setQuoteRoutes } = await ok(
        gql(
          s.url,
          'mutation($r: [QuoteRouteInput!]!) { setQuoteRoutes(routes: $r) { id category } }',
          { r: [{ category: 'energy', mailTo: 'enerji-satis@example.com' }] },
          s.token,
        ),
      );
      return { action: 'create', entityType: 'QuoteRoute', entityId: setQuoteRoutes[0].id, fields: ['category', 'mailTo'] };
    },
    bulkDeleteContactMessages: bulkOne(
      'bulkDeleteContactMessages',
      'message',
      () => ({ action: 'delete', entityType: 'ContactMessage', entityId: s.ids.message }),
      async () => {
        await ok(
          gql(s.url, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { status } }', {
            i: { name: 'Toplu Silinecek', email: 't@example.com', subject: 'Toplu' },
          }),
        );
        const { contactMessages } = await ok(gql(s.url, '{ contactMessages(take: 1) { id } }', {}, s.token));
        s.ids.message = contactMessages[0].id;
      },
    ),
    login: async () => {
      s.sessionToken = await loginToken(s.url, ADMIN.username, ADMIN.password);
      return {
        action: 'login',
        entityType: 'AdminUser',
        entityId: s.adminId,
        entityName: ADMIN.username,
        fields: ['lastLoginAt'],
        who: { adminId: s.adminId, adminUsername: ADMIN.username },
      };
    },
    logout: async () => {
      expect((await ok(gql(s.url, 'mutation { logout }', {}, s.sessionToken))).logout).toBe(true);
      return { action: 'logout', entityType: 'AdminUser', entityId: s.adminId };
    },
    updateMyProfile: async () => {
      await ok(
        gql(s.url, 'mutation($i: MyProfileInput!) { updateMyProfile(input: $i) { id } }', { i: { displayName: 'Denetçi Kişi' } }, s.token),
      );
      return { action: 'update', entityType: 'AdminUser', entityId: s.adminId, entityName: 'Denetçi Kişi', fields: ['displayName'] };
    },
    // Changed in the setup and back in the call, so that the later sign-ins find the usual password.
    changePassword: {
      setup: async () => {
        await ok(gql(s.url, CHANGE_PASSWORD, { c: ADMIN.password, n: AUDIT_PASSWORD }, s.token));
      },
      call: async () => {
        await ok(gql(s.url, CHANGE_PASSWORD, { c: AUDIT_PASSWORD, n: ADMIN.password }, s.token));
        return { action: 'password', entityType: 'AdminUser', entityId: s.adminId, entityName: ADMIN.username, fields: ['passwordHash'] };
      },
    },
    revokeSession: {
      setup: async () => {
        otherSession = await signedInElsewhere();
      },
      call: async () => {
        await ok(gql(s.url, 'mutation($id: String!) { revokeSession(id: $id) }', { id: otherSession }, s.token));
        return { action: 'logout', entityType: 'AdminUser', entityId: s.adminId, fields: ['sessions'] };
      },
    },
    inviteAdminUser: async () => {
      s.ids.invited = (
        await ok(
          gql(s.url, INVITE, { i: { email: 'denetim@example.com', displayName: 'Denetim Davetlisi', role: 'ADMINISTRATOR' } }, s.token),
        )
      ).inviteAdminUser.id;
      return { action: 'invite', entityType: 'AdminUser', entityId: s.ids.invited, entityName: 'Denetim Davetlisi', fields: ['email'] };
    },
    acceptInvite: async () => {
      const link = await s.mailedLink();
      const res = await ok(
        gql(
          s.url,
          'mutation($t: String!) { acceptInvite(token: $t, username: "denetci", password: "kule saat mavi seksen dört") { token } }',
          {
            t: tokenOfLink(link),
          },
        ),
      );
      expect(res.acceptInvite.token).toBeTruthy();
      return {
        action: 'join',
        entityType: 'AdminUser',
        entityId: s.ids.invited,
        fields: ['username', 'passwordHash', 'status'],
        who: { adminId: s.ids.invited, adminUsername: 'denetci' },
      };
    },
    // The colleague's password: a reset ends every session of its account, and the admin's go on for the next calls.
    resetPassword: {
      setup: async () => {
        await ok(gql(s.url, 'mutation { requestPasswordReset(email: "denetim@example.com") }'));
      },
      call: async () => {
        const t = tokenOfLink(await s.mailedLink());
        await ok(
          gql(s.url, 'mutation($t: String!, $n: String!) { resetPassword(token: $t, newPassword: $n) }', {
            t,
            n: 'kule saat mavi seksen beş',
          }),
        );
        return {
          action: 'password_reset',
          entityType: 'AdminUser',
          entityId: s.ids.invited,
          fields: ['passwordHash'],
          who: { adminId: s.ids.invited, adminUsername: 'denetci' },
        };
      },
    },
    setAdminUserRole: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { setAdminUserRole(id: $id, role: EDITOR) { id } }', { id: s.ids.invited }, s.token));
      return { action: 'update', entityType: 'AdminUser', entityId: s.ids.invited, fields: ['role'] };
    },
    setAdminUserDisabled: async () => {
      await ok(gql(s.url, 'mutation($id: Int!) { setAdminUserDisabled(id: $id, disabled: true) { id } }', { id: s.ids.invited }, s.token));
      return { action: 'update', entityType: 'AdminUser', entityId: s.ids.invited, fields: ['status'] };
    },
    confirmTotpSetup: {
      setup: async () => {
        totpSecret = (await ok(gql(s.url, 'mutation { startTotpSetup { secret } }', {}, s.token))).startTotpSetup.secret;
      },
      call: async () => {
        const code = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate();
        await ok(gql(s.url, 'mutation($c: String!) { confirmTotpSetup(code: $c) { recoveryCodes } }', { c: code }, s.token));
        return { action: 'two_factor', entityType: 'AdminUser', entityId: s.adminId, fields: ['twoFactorEnabled'] };
      },
    },
    disableTotp: async () => {
      // The next time step's code: the one just used is refused (once per step).
      const code = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate({ timestamp: Date.now() + 30_000 });
      expect((await ok(gql(s.url, 'mutation($c: String!) { disableTotp(code: $c) }', { c: code }, s.token))).disableTotp).toBe(true);
      return { action: 'two_factor', entityType: 'AdminUser', entityId: s.adminId, fields: ['twoFactorDisabled'] };
    },
    finishPasskeyRegistration: async () => {
      const start = (await ok(gql(s.url, 'mutation { startPasskeyRegistration { challengeId optionsJson } }', {}, s.token)))
        .startPasskeyRegistration;
      const res = await ok(
        gql(
          s.url,
          'mutation($c: String!, $r: String!) { finishPasskeyRegistration(challengeId: $c, response: $r, name: "Denetim") { id } }',
          { c: start.challengeId, r: authenticator.register(start.optionsJson) },
          s.token,
        ),
      );
      passkeyId = res.finishPasskeyRegistration.id;
      return { action: 'two_factor', entityType: 'AdminUser', entityId: s.adminId, fields: ['passkeyAdded'] };
    },
    passkeySignIn: async () => {
      const start = (await ok(gql(s.url, 'mutation { startPasskeySignIn { challengeId optionsJson } }'))).startPasskeySignIn;
      await ok(
        gql(s.url, 'mutation($c: String!, $r: String!) { passkeySignIn(challengeId: $c, response: $r) { token } }', {
          c: start.challengeId,
          r: authenticator.authenticate(start.optionsJson),
        }),
      );
      return {
        action: 'login',
        entityType: 'AdminUser',
        entityId: s.adminId,
        fields: ['passkey'],
        who: { adminId: s.adminId, adminUsername: ADMIN.username },
      };
    },
    deletePasskey: async () => {
      await ok(gql(s.url, 'mutation($id: String!) { deletePasskey(id: $id) }', { id: passkeyId }, s.token));
      return { action: 'two_factor', entityType: 'AdminUser', entityId: s.adminId, fields: ['passkeyRemoved'] };
    },
    revokeOtherSessions: {
      setup: async () => {
        await signedInElsewhere();
      },
      call: async () => {
        expect((await ok(gql(s.url, 'mutation { revokeOtherSessions }', {}, s.token))).revokeOtherSessions).toBeGreaterThan(0);
        return { action: 'logout', entityType: 'AdminUser', entityId: s.adminId, fields: ['sessions'] };
      },
    },
  };

  const NOT_ADMIN_WRITES: Record<string, [string, Call | StagedCall]> = {
    startTotpSetup: [
      'a key offered to the authenticator app: nothing is in force until a code confirms it',
      async () => {
        await ok(gql(s.url, 'mutation { startTotpSetup { secret } }', {}, s.token));
        return { action: '', entityType: '' };
      },
    ],
    requestPasswordReset: [
      'a link mailed to an address (or nothing, for an unknown one): the account stays as it is until the link is used',
      async () => {
        await ok(gql(s.url, 'mutation { requestPasswordReset(email: "kimse@example.com") }'));
        return { action: '', entityType: '' };
      },
    ],
    startPasskeyRegistration: [
      'a challenge kept a few minutes: no passkey until the browser answers it',
      async () => {
        await ok(gql(s.url, 'mutation { startPasskeyRegistration { challengeId } }', {}, s.token));
        return { action: '', entityType: '' };
      },
    ],
    startPasskeySignIn: [
      'a challenge kept a few minutes: nobody is signed in until a passkey answers it',
      async () => {
        await ok(gql(s.url, 'mutation { startPasskeySignIn { challengeId } }'));
        return { action: '', entityType: '' };
      },
    ],
    testWebhook: [
      "a test call, kept in the webhook's own delivery log: no change of content or settings",
      {
        setup: async () => {
          const input = { url: 'https://93.184.216.34/deneme-kancasi', events: ['contact.received'], secret: 'denetim-gizli-anahtar-0123' };
          s.ids.testedWebhook = (
            await ok(gql(s.url, 'mutation($i: WebhookInput!) { createWebhook(input: $i) { id } }', { i: input }, s.token))
          ).createWebhook.id;
        },
        call: async () => {
          await ok(gql(s.url, 'mutation($id: Int!) { testWebhook(id: $id) { id } }', { id: s.ids.testedWebhook }, s.token));
          return { action: '', entityType: '' };
        },
      },
    ],
    requestQuote: [
      "a visitor's quote request from the catalogue: not an admin write",
      async () => {
        await ok(gql(s.url, REQUEST_QUOTE, { i: quoteInput('Ziyaretçi') }));
        return { action: '', entityType: '' };
      },
    ],
    sendContactMessage: [
      "a visitor's message from the contact form: not an admin write",
      async () => {
        await ok(
          gql(s.url, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { status } }', {
            i: { name: 'Ziyaretçi', email: 'z@example.com', subject: 'Merhaba' },
          }),
        );
        return { action: '', entityType: '' };
      },
    ],
  };

  /** Every mounted REST write with valid arguments; paths as Express spells them. */
  const REST: Record<string, Call> = {
    'POST /api/products': async () => {
      s.ids.restProduct = (
        await okRest(
          rest(
            s.url,
            'POST',
            '/api/products',
            { name: 'REST Ölçer', category: 'io', short_description_tr: 'Kısa', short_description_en: 'Short' },
            s.token,
          ),
        )
      ).id;
      return {
        action: 'create',
        entityType: 'Product',
        entityId: s.ids.restProduct,
        entityName: 'REST Ölçer',
        fields: ['name', 'category'],
      };
    },
    'PUT /api/product/:id': async () => {
      await okRest(
        rest(
          s.url,
          'PUT',
          `/api/product/${s.ids.restProduct}`,
          { name: 'REST Ölçer', category: 'io', short_description_tr: 'Kısa', short_description_en: 'Changed' },
          s.token,
        ),
      );
      return { action: 'update', entityType: 'Product', entityId: s.ids.restProduct, fields: ['shortDescriptionEn'] };
    },
    'POST /api/product-files/:product_id': async () => {
      s.ids.restFile = (
        await okRest(
          rest(
            s.url,
            'POST',
            `/api/product-files/${s.ids.restProduct}`,
            form({ file: [pdfBlob(), 'föy.pdf'], file_type_tr: 'Föy', file_type_en: 'Sheet' }),
            s.token,
          ),
        )
      ).file_id;
      return { action: 'create', entityType: 'ProductFile', entityId: s.ids.restFile, fields: ['file'] };
    },
    'DELETE /api/product-file/:id': async () => {
      await okRest(rest(s.url, 'DELETE', `/api/product-file/${s.ids.restFile}`, undefined, s.token));
      return { action: 'delete', entityType: 'ProductFile', entityId: s.ids.restFile };
    },
    'DELETE /api/product/:id': async () => {
      await okRest(rest(s.url, 'DELETE', `/api/product/${s.ids.restProduct}`, undefined, s.token));
      return { action: 'delete', entityType: 'Product', entityId: s.ids.restProduct };
    },
    'POST /api/upload': async () => {
      s.blogImage = (
        await okRest(rest(s.url, 'POST', '/api/upload', form({ type: 'blog', file: [pngBlob(), 'ürün.png'] }), s.token))
      ).filename;
      return { action: 'upload', entityType: 'Image', entityId: s.blogImage, entityName: 'ürün.png' };
    },
    'POST /api/blogs': async () => {
      const body = {
        image: s.blogImage,
        title: 'REST Yazısı',
        title_en: 'REST post',
        summary: 'Özet',
        summary_en: 'Summary',
        content: '<p>İçerik</p>',
        content_en: '<p>Content</p>',
      };
      s.ids.restBlog = (await okRest(rest(s.url, 'POST', '/api/blogs', body, s.token))).blog_id;
      return { action: 'create', entityType: 'Blog', entityId: s.ids.restBlog, entityName: 'REST Yazısı', fields: ['titleTr'] };
    },
    'PUT /api/blog/:id': async () => {
      const body = {
        image: s.blogImage,
        title: 'REST Yazısı',
        title_en: 'REST post 2',
        summary: 'Özet',
        summary_en: 'Summary',
        content: '<p>İçerik</p>',
        content_en: '<p>Content</p>',
      };
      await okRest(rest(s.url, 'PUT', `/api/blog/${s.ids.restBlog}`, body, s.token));
      return { action: 'update', entityType: 'Blog', entityId: s.ids.restBlog, fields: ['titleEn'] };
    },
    'DELETE /api/blog/:id': async () => {
      await okRest(rest(s.url, 'DELETE', `/api/blog/${s.ids.restBlog}`, undefined, s.token));
      return { action: 'delete', entityType: 'Blog', entityId: s.ids.restBlog };
    },
    'POST /api/documents': async () => {
      s.ids.restDocument = (
        await okRest(rest(s.url, 'POST', '/api/documents', form({ name: 'REST Belgesi', file_tr: [pdfBlob(), 'belge.pdf'] }), s.token))
      ).data.id;
      return { action: 'create', entityType: 'Document', entityId: s.ids.restDocument, fields: ['nameTr', 'fileTr'] };
    },
    'PUT /api/document/:id': async () => {
      await okRest(rest(s.url, 'PUT', `/api/document/${s.ids.restDocument}`, form({ name: 'REST Belgesi 2' }), s.token));
      return { action: 'update', entityType: 'Document', entityId: s.ids.restDocument, entityName: 'REST Belgesi 2', fields: ['nameTr'] };
    },
    'DELETE /api/document/:id': async () => {
      await okRest(rest(s.url, 'DELETE', `/api/document/${s.ids.restDocument}`, undefined, s.token));
      return { action: 'delete', entityType: 'Document', entityId: s.ids.restDocument };
    },
    'POST /api/applications': async () => {
      s.ids.restApplication = (
        await okRest(
          rest(
            s.url,
            'POST',
            '/api/applications',
            form({ name: 'REST Aracı', application: [new Blob(['PK\x03\x04zip']), 'arac.zip'] }),
            s.token,
          ),
        )
      ).data.id;
      return { action: 'create', entityType: 'Application', entityId: s.ids.restApplication, fields: ['name', 'file'] };
    },
    'PUT /api/application/:id': async () => {
      await okRest(
        rest(s.url, 'PUT', `/api/application/${s.ids.restApplication}`, form({ name: 'REST Aracı', description_en: 'Tool' }), s.token),
      );
      return { action: 'update', entityType: 'Application', entityId: s.ids.restApplication, fields: ['descriptionEn'] };
    },
    'DELETE /api/application/:id': async () => {
      await okRest(rest(s.url, 'DELETE', `/api/application/${s.ids.restApplication}`, undefined, s.token));
      return { action: 'delete', entityType: 'Application', entityId: s.ids.restApplication };
    },
    'POST /api/login': async () => {
      await okRest(rest(s.url, 'POST', '/api/login', { username: ADMIN.username, password: ADMIN.password }));
      return { action: 'login', entityType: 'AdminUser', entityId: s.adminId, who: { adminId: s.adminId, adminUsername: ADMIN.username } };
    },
  };
  const NOT_ADMIN_REST: Record<string, [string, Call]> = {
    'POST /api/quote': [
      "a visitor's quote request: not an admin write",
      async () => {
        await okRest(rest(s.url, 'POST', '/api/quote', quoteInput('REST Ziyaretçi')));
        return { action: '', entityType: '' };
      },
    ],
    'POST /quote': [
      "the quote page's form sent without its script: a visitor's request, not an admin write",
      async () => {
        const { items, consent: _consent, ...person } = quoteInput('Betiksiz Ziyaretçi');
        const fields = new URLSearchParams({ ...person, consent: 'yes', slug: items[0].productSlug, quantity: String(items[0].quantity) });
        const res = await fetch(`${s.url}/quote`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: fields.toString(),
        });
        expect(res.status).toBe(303);
        return { action: '', entityType: '' };
      },
    ],
    'POST /mail': [
      "the old site's contact form: a visitor's message, not an admin write",
      async () => {
        await okRest(rest(s.url, 'POST', '/mail', { name: 'Ziyaretçi', email: 'z@example.com', subject: 'Merhaba' }));
        return { action: '', entityType: '' };
      },
    ],
  };
  return { GRAPHQL, NOT_ADMIN_WRITES, REST, NOT_ADMIN_REST, blog };
}
