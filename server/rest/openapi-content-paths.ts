// The content paths of the REST adapter (blog posts, products, files, applications, documents), for openapi.ts.
import {
  admin,
  adminErrors,
  deleted,
  errors,
  file,
  json,
  multipartBody,
  obj,
  ok,
  paging,
  pathId,
  pdf,
  pdfLang,
  ref,
  str,
  wrapped,
} from './openapi-kit.js';

export const contentPaths = {
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
};
