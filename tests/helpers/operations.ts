// Every mutation of the schema as a call a test can make without knowing it: its required arguments filled with
// values of their types (ids of no record, one-element lists, an image for an upload), its answer's type named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { gql, gqlUpload, type GraphQLResponse } from './graphql.js';
import { pngBlob } from './rest.js';
import { root } from './server.js';

/** The schema the server answers with (schema.graphql, which a test keeps in step with the server). */
export function committedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
}

/** An id no record has. */
export const NO_RECORD = 999_999;

/** A value of `type`; `uploads` collects the variable paths that take a file. */
function sample(type: GraphQLInputType, at: string, uploads: string[]): unknown {
  if (isNonNullType(type)) return sample(type.ofType, at, uploads);
  if (isListType(type)) return [sample(type.ofType, `${at}.0`, uploads)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type, `${at}.${f.name}`, uploads)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return NO_RECORD;
      case 'Boolean':
        return false;
      case 'Upload':
        uploads.push(at);
        return null;
      case 'DateTimeISO':
        return new Date().toISOString();
      case 'JSONObject':
        return {};
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

export interface OperationCall {
  name: string;
  call(token: string, url: string): Promise<GraphQLResponse>;
}

/** Each mutation as a call with sample arguments (required ones only), answering its result's __typename or value. */
export function sampleMutations(schema = committedSchema()): OperationCall[] {
  const mutation = schema.getMutationType()!;
  return Object.values(mutation.getFields()).map((field) => {
    const args = field.args.filter((a) => isNonNullType(a.type));
    const uploads: string[] = [];
    const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, `variables.${a.name}`, uploads)]));
    const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
    return {
      name: field.name,
      call: (token: string, url: string) =>
        uploads.length
          ? gqlUpload(url, query, variables, Object.fromEntries(uploads.map((p) => [p, [pngBlob(), 'görsel.png']])), token)
          : gql(url, query, variables, token),
    };
  });
}
