// OpenAPI 3.1 description of the REST adapter, served at /api/openapi.json. A test checks it against the
// mounted routes, so a route cannot be added or removed without this document following.
import { MAX_PAGE_SIZE } from '../common/pagination.js';
import { UPLOAD_KINDS } from '../files/storage.js';
import { PRODUCT_CATEGORIES } from '../modules/products/product-category.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullable = (s: object) => ({ anyOf: [s, { type: 'null' }] });
const obj = (properties: Record<string, object>, required: string[] = []) => ({ type: 'object', properties, required });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const multipartBody = (properties: Record<string, object>, required: string[] = []) => ({
  required: true,
  content: { 'multipart/form-data': { schema: obj(properties, required) } },
});
const file = { type: 'string', format: 'binary' };
const ok = (description: string, schema: object) => ({ description, ...json(schema) });
const errors = {
  400: ok('Invalid input: `field` and `reason` name the problem', ref('Error')),
  404: ok('Unknown id', ref('Error')),
};
const adminErrors = { ...errors, 401: ok('Missing, invalid or expired bearer token', ref('Error')) };
const pathId = (name: string) => ({ name, in: 'path', required: true, schema: int });
const admin = { security: [{ bearer: [] }] };
const deleted = ok('Deleted', obj({ success: { type: 'boolean' } }));
const download = (summary: string, parameters: object[]) => ({
  get: {
    summary,
    parameters,
    responses: {
      200: { description: 'The file under its original name', content: { 'application/octet-stream': { schema: file } } },
      404: errors[404],
    },
  },
});
const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: file } } });
const pdfLang = { name: 'lang', in: 'query', description: 'Anything but en is Turkish', schema: { enum: ['tr', 'en'], default: 'tr' } };
// Every list answers one page: the old client's plain request gets the first MAX_PAGE_SIZE records, as before; a
// page shorter than its limit is the last.
const paging = [
  {
    name: 'limit',
    in: 'query',
    description: `Records to answer, at most ${MAX_PAGE_SIZE} (the default)`,
    schema: { type: 'integer', minimum: 1, default: MAX_PAGE_SIZE },
  },
  { name: 'offset', in: 'query', description: 'Records to skip', schema: { type: 'integer', minimum: 0, default: 0 } },
];
const wrapped = (name: string, many = false) =>
  obj({ success: { type: 'boolean' }, data: many ? { type: 'array', items: ref(name) } : ref(name) });

const assetPaths = Object.fromEntries(
  Object.values(UPLOAD_KINDS)
    .filter((k) => k.url)
    .map((k) => [
      `${k.url}/{file}`,
      {
        get: {
          summary: `Stored ${k.dir} file`,
          parameters: [{ name: 'file', in: 'path', required: true, schema: str }],
          responses: { 200: { description: 'The file' }, 404: { description: 'No such file' } },
        },
      },
    ]),
);

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Enerji Teknoloji REST adapter',
    version: '1.0.0',
    description: 'The paths of the original site, kept working. GraphQL at /graphql is the primary API; both call the same services.',
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: obj({ error: str, message: str, code: str, field: str, reason: str }, ['error', 'code']),
      Blog: obj(
        {
          blog_id: int,
          blog_title_tr: str,
          blog_title_en: str,
          blog_slug: str,
          blog_summary_tr: str,
          blog_summary_en: str,
          blog_content_tr: str,
          blog_content_en: str,
          blog_image: nullable(str),
          blog_image_url: nullable(str),
          blog_category: str,
          blog_date: date,
          created_at: date,
          updated_at: date,
          title: str,
          summary: str,
          lang: str,
        },
        ['blog_id', 'blog_slug'],
      ),
      BlogInput: obj(
        { title: str, title_en: str, slug: str, summary: str, summary_en: str, content: str, content_en: str, category: str, image: str },
        ['title', 'title_en', 'summary', 'summary_en', 'content', 'content_en'],
      ),
      Product: obj(
        {
          product_id: int,
          id: int,
          product_name: str,
          product_slug: str,
          product_category: { enum: PRODUCT_CATEGORIES },
          product_image: str,
          product_image_url: str,
          short_description_tr: str,
          short_description_en: str,
          long_description_tr: str,
          long_description_en: str,
          technical_specs_tr: nullable({ type: 'object' }),
          technical_specs_en: nullable({ type: 'object' }),
          created_at: date,
          updated_at: date,
          specification_groups: {
            type: 'array',
            items: obj({
              group_id: int,
              group_name_tr: str,
              group_name_en: str,
              specifications: {
                type: 'array',
                items: obj({ spec_id: int, spec_name_tr: str, spec_name_en: str, spec_value_tr: str, spec_value_en: str }),
              },
            }),
          },
        },
        ['product_id', 'product_slug'],
      ),
      ProductInput: obj(
        {
          name: str,
          slug: str,
          category: str,
          description: str,
          image: str,
          short_description_tr: str,
          short_description_en: str,
          long_description_tr: str,
          long_description_en: str,
          technical: str,
          entrance: str,
          power: str,
          specifications: {
            type: 'array',
            items: obj({
              group_name_tr: str,
              group_name_en: str,
              specs: { type: 'array', items: obj({ name_tr: str, name_en: str, value_tr: str, value_en: str }) },
            }),
          },
        },
        ['name', 'category', 'short_description_tr', 'short_description_en'],
      ),
      ProductFile: obj({
        file_id: int,
        product_id: int,
        file_name: str,
        file_name_tr: str,
        file_name_en: str,
        file_path: str,
        file_type_tr: str,
        file_type_en: str,
        file_size: int,
        mime_type: str,
        created_at: date,
      }),
      Document: obj({
        document_id: int,
        id: int,
        document_name_tr: str,
        document_name_en: str,
        description_tr: str,
        description_en: str,
        created_at: date,
        updated_at: date,
        image: nullable(str),
        cover_image: nullable(str),
        type: str,
        version: str,
        file_name_tr: str,
        file_name_en: nullable(str),
        original_name_tr: str,
        original_name_en: nullable(str),
        file_path_tr: str,
        file_path_en: nullable(str),
        file_size_tr: int,
        file_size_en: nullable(int),
        download_url_tr: str,
        download_url_en: nullable(str),
      }),
      Application: obj({
        app_id: int,
        id: int,
        app_name: str,
        name: str,
        description_tr: str,
        description: str,
        description_en: str,
        app_icon: nullable(str),
        image: nullable(str),
        file_path: str,
        file_tr: str,
        file_name: str,
        file_size: int,
        mime_type: str,
        version: str,
        download_url: str,
        created_at: date,
        date,
        updated_at: date,
      }),
    },
  },
  paths: {
    '/mail': {
      post: {
        summary: 'Send a contact message (stored, then mailed)',
        requestBody: {
          required: true,
          ...json(
            obj(
              {
                name: str,
                email: str,
                phone: str,
                subject: str,
                page: {
                  type: 'string',
                  maxLength: 2000,
                  description: 'The page the form is on (a path of this site or an http(s) address); left out, the Referer header',
                },
              },
              ['name', 'email', 'subject'],
            ),
          ),
        },
        responses: {
          200: ok('Stored', obj({ status: { const: 'success' }, message: str })),
          400: ok('Invalid input', obj({ status: { const: 'error' }, message: str, field: str, reason: str })),
        },
      },
    },
    '/api/login': {
      post: {
        summary: 'Administrator sign-in',
        requestBody: { required: true, ...json(obj({ username: str, password: str }, ['username', 'password'])) },
        responses: {
          200: ok(
            'Signed in',
            obj({ success: { const: true }, token: str, user: obj({ id: int, username: str }), error: { type: 'null' } }),
          ),
          401: ok(
            'Wrong credentials; `error` and `message` are the text to show',
            obj({ success: { const: false }, token: { type: 'null' }, user: { type: 'null' }, error: str, message: str, code: str }),
          ),
        },
      },
    },
    '/api/contact-messages.csv': {
      get: {
        ...admin,
        summary: 'Every contact message, newest first, as CSV (UTF-8 with BOM; attachment contact-messages.csv)',
        parameters: [
          {
            name: 'lang',
            in: 'query',
            description: 'Language of the header row; anything but en is Turkish',
            schema: { enum: ['tr', 'en'], default: 'tr' },
          },
        ],
        responses: {
          200: {
            description: 'Columns: id, date (ISO 8601 in SITE_TIME_ZONE, with its offset), name, email, phone, subject, mail status',
            content: { 'text/csv': { schema: str } },
          },
          401: adminErrors[401],
        },
      },
    },
    '/api/contact-messages.xlsx': {
      get: {
        ...admin,
        summary:
          'Every contact message, newest first, as an Excel workbook (attachment contact-messages.xlsx): opens as columns in any Excel locale',
        parameters: [
          {
            name: 'lang',
            in: 'query',
            description: 'Language of the header row and the sheet name; anything but en is Turkish',
            schema: { enum: ['tr', 'en'], default: 'tr' },
          },
        ],
        responses: {
          200: {
            description: "The CSV's columns; dates are date cells on the clock of SITE_TIME_ZONE",
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: file } },
          },
          401: adminErrors[401],
        },
      },
    },
    '/api/products.csv': {
      get: {
        ...admin,
        summary:
          "Every product, drafts too, with its specification groups and specs, one row per spec (the product's columns repeated, its last change in updated_at), as CSV (UTF-8 with BOM; attachment products.csv); the GraphQL mutation importProducts reads it back (refusing rows whose product changed after their updated_at)",
        responses: {
          200: {
            description:
              'Columns: product_slug, product_name, product_category, short_description_tr, short_description_en, long_description_tr, long_description_en, group_order, group_name_tr, group_name_en, spec_order, spec_name_tr, spec_name_en, spec_value_tr, spec_value_en',
            content: { 'text/csv': { schema: str } },
          },
          401: adminErrors[401],
        },
      },
    },
    '/api/products.xlsx': {
      get: {
        ...admin,
        summary:
          'The same rows as /api/products.csv, as an Excel workbook (attachment products.xlsx; every cell text): opens as columns in any Excel locale; importProducts reads it back',
        responses: {
          200: {
            description: "The CSV's columns and rows",
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: file } },
          },
          401: adminErrors[401],
        },
      },
    },
    '/api/openapi.json': { get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } } },
    '/api/blogs': {
      get: {
        summary: 'Blog posts, newest first, a page at a time',
        parameters: [{ name: 'lang', in: 'query', schema: { enum: ['tr', 'en'], default: 'tr' } }, ...paging],
        responses: { 200: ok('The page', { type: 'array', items: ref('Blog') }), 400: errors[400] },
      },
      post: {
        ...admin,
        summary: 'Create a blog post',
        requestBody: { required: true, ...json(ref('BlogInput')) },
        responses: { 201: ok('Created', ref('Blog')), ...adminErrors },
      },
    },
    '/api/blog/{id}': {
      get: { summary: 'One blog post', parameters: [pathId('id')], responses: { 200: ok('The post', ref('Blog')), 404: errors[404] } },
      put: {
        ...admin,
        summary: 'Update a blog post',
        parameters: [pathId('id')],
        requestBody: { required: true, ...json(ref('BlogInput')) },
        responses: { 200: ok('Updated', ref('Blog')), ...adminErrors },
      },
      delete: { ...admin, summary: 'Delete a blog post', parameters: [pathId('id')], responses: { 200: deleted, ...adminErrors } },
    },
    '/api/products': {
      get: {
        summary: 'Products in id order, a page at a time',
        parameters: paging,
        responses: { 200: ok('The page (without specification groups)', { type: 'array', items: ref('Product') }), 400: errors[400] },
      },
      post: {
        ...admin,
        summary: 'Create a product with its specification groups',
        requestBody: { required: true, ...json(ref('ProductInput')) },
        responses: { 201: ok('Created; product_id is its id', ref('Product')), ...adminErrors },
      },
    },
    '/api/product/by-slug/{slug}': {
      get: {
        summary: 'A product with specification groups',
        parameters: [{ name: 'slug', in: 'path', required: true, schema: str }],
        responses: { 200: ok('The product', ref('Product')), 404: errors[404] },
      },
    },
    '/api/product/by-slug/{slug}/datasheet': {
      get: {
        summary: "The product's datasheet as a PDF (attachment `{slug}-{lang}.pdf`)",
        parameters: [{ name: 'slug', in: 'path', required: true, schema: str }, pdfLang],
        responses: { 200: pdf('The datasheet'), 404: errors[404] },
      },
    },
    '/api/catalog': {
      get: {
        summary: 'The product catalogue as a PDF: every product by category, with its specifications',
        parameters: [pdfLang],
        responses: { 200: pdf('The catalogue (attachment enerji-teknoloji-katalog-tr.pdf or enerji-teknoloji-catalogue-en.pdf)') },
      },
    },
    '/api/product/{id}': {
      get: {
        summary: 'A product with specification groups',
        parameters: [pathId('id')],
        responses: { 200: ok('The product', ref('Product')), 404: errors[404] },
      },
      put: {
        ...admin,
        summary: 'Update a product; specifications, when sent, replace all groups',
        parameters: [pathId('id')],
        requestBody: { required: true, ...json(ref('ProductInput')) },
        responses: { 200: ok('Updated', ref('Product')), ...adminErrors },
      },
      delete: {
        ...admin,
        summary: 'Delete a product, its groups and files',
        parameters: [pathId('id')],
        responses: { 200: deleted, ...adminErrors },
      },
    },
    '/api/product-files/{product_id}': {
      get: {
        summary: 'Files of a product (empty for an unknown product)',
        parameters: [pathId('product_id')],
        responses: { 200: ok('The list', { type: 'array', items: ref('ProductFile') }) },
      },
      post: {
        ...admin,
        summary: 'Upload a product file',
        parameters: [pathId('product_id')],
        requestBody: multipartBody({ file, file_type_tr: str, file_type_en: str }, ['file', 'file_type_tr', 'file_type_en']),
        responses: { 201: ok('Uploaded', ref('ProductFile')), ...adminErrors, 413: ok('Too large', ref('Error')) },
      },
    },
    '/api/product-file/{id}': {
      delete: { ...admin, summary: 'Delete a product file', parameters: [pathId('id')], responses: { 200: deleted, ...adminErrors } },
    },
    '/api/upload': {
      post: {
        ...admin,
        summary: 'Upload an image for a blog post, a product or general use',
        requestBody: multipartBody({ file, type: { enum: ['blog', 'product', 'general'], default: 'general' } }, ['file']),
        responses: {
          201: ok('Stored; put filename in the save payload', obj({ success: { type: 'boolean' }, filename: str, url: str })),
          ...adminErrors,
        },
      },
    },
    '/api/applications': {
      get: {
        summary: 'Applications, newest first, a page at a time',
        parameters: paging,
        responses: { 200: ok('The page', wrapped('Application', true)), 400: errors[400] },
      },
      post: {
        ...admin,
        summary: 'Create an application',
        requestBody: multipartBody(
          { name: str, description: str, description_en: str, version: str, file_type: str, application: file, image: file },
          ['name', 'application'],
        ),
        responses: { 201: ok('Created', wrapped('Application')), ...adminErrors },
      },
    },
    '/api/application/{id}': {
      get: {
        summary: 'One application',
        parameters: [pathId('id')],
        responses: { 200: ok('The application', wrapped('Application')), 404: errors[404] },
      },
      put: {
        ...admin,
        summary: 'Update an application; files left out are kept',
        parameters: [pathId('id')],
        requestBody: multipartBody({ name: str, description: str, description_en: str, version: str, application: file, image: file }, [
          'name',
        ]),
        responses: { 200: ok('Updated', wrapped('Application')), ...adminErrors },
      },
      delete: { ...admin, summary: 'Delete an application', parameters: [pathId('id')], responses: { 200: deleted, ...adminErrors } },
    },
    '/api/documents': {
      get: {
        summary: 'Documents, newest first, a page at a time',
        parameters: paging,
        responses: { 200: ok('The page', wrapped('Document', true)), 400: errors[400] },
      },
      post: {
        ...admin,
        summary: 'Create a document',
        requestBody: multipartBody(
          { name: str, name_en: str, description: str, description_en: str, file_type: str, file_tr: file, file_en: file, image: file },
          ['name', 'file_tr'],
        ),
        responses: { 201: ok('Created', wrapped('Document')), ...adminErrors },
      },
    },
    '/api/document/{id}': {
      get: {
        summary: 'One document',
        parameters: [pathId('id')],
        responses: { 200: ok('The document', wrapped('Document')), 404: errors[404] },
      },
      put: {
        ...admin,
        summary: 'Update a document; files left out are kept',
        parameters: [pathId('id')],
        requestBody: multipartBody(
          { name: str, name_en: str, description: str, description_en: str, file_tr: file, file_en: file, image: file },
          ['name'],
        ),
        responses: { 200: ok('Updated', wrapped('Document')), ...adminErrors },
      },
      delete: { ...admin, summary: 'Delete a document', parameters: [pathId('id')], responses: { 200: deleted, ...adminErrors } },
    },
    '/api/download/{file_id}': download(
      "Download a product file (a draft's with the grant an administrator's GraphQL downloadUrl carries)",
      [
        pathId('file_id'),
        {
          name: 'grant',
          in: 'query',
          required: false,
          description: 'From ProductFile.downloadUrl read by an administrator: one file, one hour',
          schema: str,
        },
      ],
    ),
    '/api/download_application/{app_id}': download('Download an application', [pathId('app_id')]),
    '/api/download_document/{document_id}/{language}': download('Download a document in tr or en', [
      pathId('document_id'),
      { name: 'language', in: 'path', required: true, schema: { enum: ['tr', 'en'] } },
    ]),
    ...assetPaths,
    '/img/{name}': {
      get: {
        summary: 'Site image',
        parameters: [{ name: 'name', in: 'path', required: true, schema: str }],
        responses: { 200: { description: 'The image' }, 404: { description: 'No such image' } },
      },
    },
    '/svg/{name}.svg': {
      get: {
        summary: 'Vector image',
        parameters: [{ name: 'name', in: 'path', required: true, schema: str }],
        responses: { 200: { description: 'The image' }, 404: { description: 'No such image' } },
      },
    },
  },
};
