// The schema's Upload scalar: graphql-upload's own, except that a file whose part of the request could not be read is
// the caller's fault (400 BAD_USER_INPUT, reason MALFORMED_UPLOAD) instead of an unexpected error (500).
import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { userInputError } from '../common/errors.js';

export const Upload = new GraphQLScalarType({
  ...GraphQLUpload.toConfig(),
  parseValue(value: unknown) {
    // graphql-upload rejects the file when busboy cannot read its part (a malformed part header such as a raw NUL in
    // the file name, a body cut short). type-graphql awaits it before the resolver runs, so it is mapped here.
    const file = (GraphQLUpload.parseValue(value) as Promise<unknown>).catch(() => {
      const refused = userInputError('upload', 'MALFORMED_UPLOAD');
      Object.assign(refused.extensions, { http: { status: 400 } });
      throw refused;
    });
    // As graphql-upload does for its own promise: an upload no resolver reads must not be an unhandled rejection.
    file.catch(() => {});
    return file;
  },
});
