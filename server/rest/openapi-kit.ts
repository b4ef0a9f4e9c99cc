// The building blocks of the REST adapter's OpenAPI document (openapi.ts): types, bodies, answers, paging.
import { MAX_PAGE_SIZE } from '../common/pagination.js';

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const date = { type: 'string', format: 'date-time' } as const;
export const nullable = (s: object) => ({ anyOf: [s, { type: 'null' }] });
export const obj = (properties: Record<string, object>, required: string[] = []) => ({ type: 'object', properties, required });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: object) => ({ content: { 'application/json': { schema } } });
export const multipartBody = (properties: Record<string, object>, required: string[] = []) => ({
  required: true,
  content: { 'multipart/form-data': { schema: obj(properties, required) } },
});
export const file = { type: 'string', format: 'binary' };
export const ok = (description: string, schema: object) => ({ description, ...json(schema) });
export const errors = {
  400: ok('Invalid input: `field` and `reason` name the problem', ref('Error')),
  404: ok('Unknown id', ref('Error')),
};
export const adminErrors = { ...errors, 401: ok('Missing, invalid or expired bearer token', ref('Error')) };
export const pathId = (name: string) => ({ name, in: 'path', required: true, schema: int });
export const admin = { security: [{ bearer: [] }] };
export const deleted = ok('Deleted', obj({ success: { type: 'boolean' } }));
export const download = (summary: string, parameters: object[]) => ({
  get: {
    summary,
    parameters,
    responses: {
      200: { description: 'The file under its original name', content: { 'application/octet-stream': { schema: file } } },
      404: errors[404],
    },
  },
});
export const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: file } } });
export const pdfLang = {
  name: 'lang',
  in: 'query',
  description: 'Anything but en is Turkish',
  schema: { enum: ['tr', 'en'], default: 'tr' },
};
// Every list answers one page: the old client's plain request gets the first MAX_PAGE_SIZE records, as before; a
// page shorter than its limit is the last.
export const paging = [
  {
    name: 'limit',
    in: 'query',
    description: `Records to answer, at most ${MAX_PAGE_SIZE} (the default)`,
    schema: { type: 'integer', minimum: 1, default: MAX_PAGE_SIZE },
  },
  { name: 'offset', in: 'query', description: 'Records to skip', schema: { type: 'integer', minimum: 0, default: 0 } },
];
export const wrapped = (name: string, many = false) =>
  obj({ success: { type: 'boolean' }, data: many ? { type: 'array', items: ref(name) } : ref(name) });
