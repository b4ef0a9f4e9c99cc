import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../modules/context.js';
import { readGettersPlainly } from '../common/base.entity.js';
import { features } from '../modules/features.js';

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return readGettersPlainly(
    await buildSchema({
      resolvers: features.flatMap((feature) => feature.resolvers ?? []) as unknown as NonEmptyArray<ClassType>,
      authChecker,
      validate: false,
    }),
  );
}

/** The committed schema.graphql: sorted, so it only changes when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `# Generated from the type-graphql schema by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
