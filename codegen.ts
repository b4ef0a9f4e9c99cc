import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform, type ClientPresetConfig } from '@graphql-codegen/client-preset';

/** The admin's operations (`admin-*.graphql`) are generated apart from the site's: each bundle carries only its own. */
const ADMIN_DOCUMENTS = 'client/**/admin-*.graphql';

const output = {
  preset: 'client' as const,
  // The site's operations go out as trusted documents: their hashes, made here, are all the client sends
  // (server/graphql/persisted.ts reads persisted-documents.json of both outputs).
  presetConfig: {
    fragmentMasking: false,
    persistedDocuments: { mode: 'embedHashInDocument', hashPropertyName: 'sha256Hash', hashAlgorithm: 'sha256' },
  } satisfies ClientPresetConfig,
  // Apollo's cache asks for __typename everywhere: the hashed text must already have it, or the hashes would not match.
  documentTransforms: [addTypenameSelectionDocumentTransform],
  config: {
    scalars: { Upload: 'File', DateTimeISO: 'string', JSONObject: 'Record<string, Record<string, string>>' },
    enumsAsTypes: true,
    useTypeImports: true,
  },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // Public pages: a module of their documents alone, in the entry (the admin's would ride along otherwise, since
    // a module is never split between chunks).
    'client/graphql/': { ...output, documents: ['client/**/*.graphql', `!${ADMIN_DOCUMENTS}`] },
    // The back office's, in its lazily loaded chunk.
    'client/graphql/admin/': { ...output, documents: [ADMIN_DOCUMENTS] },
  },
};

export default config;
