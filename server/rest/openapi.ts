// OpenAPI 3.1 description of the REST adapter, served at /api/openapi.json. A test checks it against the
// mounted routes, so a route cannot be added or removed without this document following.
import { UPLOAD_KINDS } from '../files/storage.js';
import { admin, adminErrors, download, file, int, json, obj, ok, pathId, str } from './openapi-kit.js';
import { contentPaths } from './openapi-content-paths.js';
import { schemas } from './openapi-schemas.js';
import { MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY } from '../shared/quote-request.js';

/** The language of an export's header row and sheet name. */
const sheetLanguage = {
  name: 'lang',
  in: 'query',
  description: 'Language of the header row and the sheet name; anything but en is Turkish',
  schema: { enum: ['tr', 'en'], default: 'tr' },
};

/** Who asks for a quote, as the JSON call and the page's form both send it. */
const quotePerson = { fullName: str, company: str, email: str, phone: str, country: str, city: str, message: str };

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
    schemas,
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
                consent: {
                  type: 'boolean',
                  description: 'Consent to the privacy notice (/privacy): false is refused; left out, kept marked as sent without it',
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
    '/api/quote': {
      post: {
        summary: 'Ask for prices and lead times (the GraphQL mutation requestQuote): stored with its lines, then mailed',
        requestBody: {
          required: true,
          ...json(
            obj(
              {
                ...quotePerson,
                consent: { const: true },
                language: { enum: ['tr', 'en'] },
                items: {
                  type: 'array',
                  minItems: 1,
                  maxItems: MAX_QUOTE_LINES,
                  items: obj({ productSlug: str, quantity: { type: 'integer', minimum: 1, maximum: MAX_QUOTE_QUANTITY }, note: str }, [
                    'productSlug',
                    'quantity',
                  ]),
                },
              },
              ['fullName', 'company', 'email', 'phone', 'country', 'consent', 'language', 'items'],
            ),
          ),
        },
        responses: {
          201: ok('Stored', obj({ reference: str })),
          400: ok(
            'Invalid input: the field and the reason (CONSENT_REQUIRED, UNKNOWN_PRODUCT, OUT_OF_RANGE, TOO_MANY, DUPLICATE...)',
            obj({ code: str, field: str, reason: str }),
          ),
          429: ok('Too many requests from this client', obj({ code: str })),
        },
      },
    },
    '/quote': {
      post: {
        summary:
          "The quote page's form sent by a browser without the page's script: a product added or a line removed, or the request sent",
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: obj({
                intent: { type: 'string', description: 'add, remove:<line index> or send (the default)' },
                add: { type: 'string', description: 'The product to add (intent=add)' },
                slug: { type: 'array', items: str, description: "The lines' products, in order" },
                quantity: { type: 'array', items: str },
                note: { type: 'array', items: str },
                ...quotePerson,
                language: { enum: ['tr', 'en'] },
                consent: { const: 'yes' },
              }),
            },
          },
        },
        responses: {
          200: { description: 'The quote page again, with the product added or the line removed (text/html)' },
          303: { description: 'Taken: to /quote?sent=<reference>' },
          400: { description: 'Refused: the quote page again, each field with its problem, everything typed kept (text/html)' },
          429: { description: 'Too many requests from this client: the page again, saying so' },
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
    '/api/quote-requests.xlsx': {
      get: {
        ...admin,
        summary:
          'Every quote request (in one state, or all), one row per product asked for, as an Excel workbook (attachment quote-requests.xlsx)',
        parameters: [
          {
            name: 'status',
            in: 'query',
            description: 'Only the requests in this state',
            schema: { enum: ['NEW', 'IN_PROGRESS', 'QUOTED', 'WON', 'LOST'] },
          },
          sheetLanguage,
        ],
        responses: {
          200: {
            description: 'The rows; dates are date cells on the clock of SITE_TIME_ZONE',
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: file } },
          },
          401: adminErrors[401],
          403: { description: 'A role that does not follow quote requests up' },
        },
      },
    },
    '/api/contact-messages.xlsx': {
      get: {
        ...admin,
        summary:
          'Every contact message, newest first, as an Excel workbook (attachment contact-messages.xlsx): opens as columns in any Excel locale',
        parameters: [sheetLanguage],
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
    ...contentPaths,
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
