// Query limits for every GraphQL request, anonymous or signed in (graphql-armor): a request over budget is refused
// while it is parsed or validated, before any resolver runs. tests/server/limits.test.ts keeps the site's own
// operations (client/**/*.graphql, also what server-side rendering runs) under them.
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError } from 'graphql';

/**
 * The budget of one operation. The site's heaviest (AdminProduct, with the __typename fields Apollo Client adds)
 * has depth 4, cost 97, 90 tokens and no alias beyond one; the rest is room for integrators. The static cost
 * cannot see how long a list is (lists stop at 100 items): what multiplies the work of the heaviest list
 * (every product with its files and specifications, about 0.1 s) is the alias count.
 */
export const QUERY_LIMITS = {
  /** Nesting of fields (a fragment is no level of its own). Introspection's `__schema` is exempt. */
  maxDepth: 8,
  /** Aliased fields: each alias of a list runs its resolvers again (500 of them once took 26 s). */
  maxAliases: 5,
  /** Lexical tokens of the whole document (names, punctuation, values). */
  maxTokens: 1000,
  /** graphql-armor's static cost: 2 per object field, 1 per scalar, each level of nesting weighing 1.5 times more. */
  maxCost: 500,
  /** Directives (@include, @skip, ...) in one operation. */
  maxDirectives: 20,
} as const;

export type QueryLimit = keyof typeof QUERY_LIMITS;

/**
 * Armor's messages begin with "Syntax Error:" and name the limit only in prose: this reports a validation error
 * (Apollo answers 400 GRAPHQL_VALIDATION_FAILED) whose `extensions.limit` names it.
 */
function refusedAs(limit: QueryLimit): { onReject: GraphQLArmorRejectCallback[]; propagateOnRejection: false } {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) =>
        context?.reportError(
          new GraphQLError(`Query refused: ${error.message.replace(/^Syntax Error: /, '')}`, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit, max: QUERY_LIMITS[limit] },
          }),
        ),
    ],
  };
}

/**
 * Drops "Did you mean …?" from every error, so a caller cannot map the schema by guessing. Armor's own
 * block-field-suggestion plugin only catches `Did you mean "name"`: it leaves enum-value suggestions
 * ('Did you mean the enum value "amr"?') and a stray "?" behind.
 */
const hideSuggestions: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(/\s*Did you mean .*\?$/s, '');
      },
    };
  },
};

/**
 * A document whose operation cannot be chosen (an operationName that names none of its operations, or several
 * operations and no name) is the caller's mistake: 400 OPERATION_RESOLUTION_FAILURE before any other plugin looks at
 * an operation that is not there (the query cache and the audit read it: a TypeError, 500).
 */
const requireResolvedOperation: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        if (operation) return;
        const message = request.operationName ? `Unknown operation named "${request.operationName}".` : 'Must provide operation name if query contains multiple operations.';
        throw new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } });
      },
    };
  },
};

/** The ApolloServer options enforcing QUERY_LIMITS; field suggestions are hidden in production. */
export function graphqlLimits(options: { production: boolean }): Pick<ApolloServerOptions<BaseContext>, 'parseOptions' | 'allowBatchedHttpRequests'> & {
  plugins: ApolloServerPlugin[];
  validationRules: NonNullable<ApolloServerOptions<BaseContext>['validationRules']>;
} {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...refusedAs('maxDepth') },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...refusedAs('maxAliases') },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, ...refusedAs('maxCost') },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...refusedAs('maxDirectives') },
    // Armor counts tokens in a plugin hook that Apollo Server 5 turns into a 500 when it throws; graphql-js's own
    // parser limit (parseOptions below) refuses the same documents with 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    plugins: options.production ? [requireResolvedOperation, hideSuggestions] : [requireResolvedOperation],
    // One operation per HTTP request: a batch would multiply every limit above.
    allowBatchedHttpRequests: false,
  };
}
