import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/graphql/': {
      preset: 'client',
      // The site's operations go out as trusted documents: their hashes, made here, are all the client sends
      // (server/graphql-persisted.ts reads persisted-documents.json).
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashPropertyName: 'sha256Hash', hashAlgorithm: 'sha256' } },
      // Apollo's cache asks for __typename everywhere: the hashed text must already have it, or the hashes would not match.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        scalars: { Upload: 'File', DateTimeISO: 'string', JSONObject: 'Record<string, Record<string, string>>' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
