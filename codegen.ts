import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { Upload: 'File', DateTimeISO: 'string', JSONObject: 'Record<string, Record<string, string>>' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
