// Query limits for every GraphQL request, anonymous or signed in (graphql-armor): a request over budget is refused
// while it is parsed or validated, before any resolver runs. tests/server/limits.test.ts keeps the site's own
// operations (client/**/*.graphql, also what server-side rendering runs) under them.
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  Kind,
  OperationTypeNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../common/pagination.js';

/**
 * The budget of one operation. The site's heaviest (AdminProduct, with the __typename fields Apollo Client adds)
 * has depth 4, cost 97, 90 tokens and no alias beyond one; the rest is room for integrators. A paged list's
 * selection counts once for every LIST_COST_UNIT items its `take` lets it return (listCost below): a hundred
 * products with their files and specifications cost ten times what ten do, as they take ten times the work.
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

/** A paged list's selection is counted once per this many items it may return (at least once). */
export const LIST_COST_UNIT = 10;
const OBJECT_COST = 2;
const DEPTH_FACTOR = 1.5;

/**
 * graphql-armor's cost with each paged list (a field taking `take`) weighed by the items it may return: its
 * selection's cost times take / LIST_COST_UNIT. Needs the variables (a `take` is often one), so it runs once the
 * operation is resolved, before any resolver. A missing optional take is the resolvers' default, MAX_PAGE_SIZE; a
 * missing required one is refused by execution anyway and counts once.
 */
export function listCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
): number {
  const declared = new Map(operation.variableDefinitions?.map((d) => [d.variable.name.value, d]) ?? []);
  const takeOf = (value: ValueNode | undefined): number => {
    if (!value) return MAX_PAGE_SIZE;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind !== Kind.VARIABLE) return MAX_PAGE_SIZE;
    const given = variables[value.name.value];
    if (Number.isInteger(given)) return given as number;
    const definition = declared.get(value.name.value);
    if (definition?.defaultValue?.kind === Kind.INT) return Number(definition.defaultValue.value);
    return definition?.type.kind === Kind.NON_NULL_TYPE ? LIST_COST_UNIT : MAX_PAGE_SIZE;
  };
  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, seen: Set<string>): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
        cost += selectionCost(selection.selectionSet, type, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        if (!fragment || seen.has(fragment.name.value)) continue;
        cost += selectionCost(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          new Set([...seen, fragment.name.value]),
        );
      } else if (selection.name.value !== '__schema') {
        cost += DEPTH_FACTOR * fieldCost(selection, parent, seen);
      }
    }
    return cost;
  };
  const fieldCost = (field: FieldNode, parent: GraphQLNamedType | undefined, seen: Set<string>): number => {
    if (!field.selectionSet) return 1;
    const definition = parent && isObjectType(parent) ? parent.getFields()[field.name.value] : undefined;
    const cost = OBJECT_COST + selectionCost(field.selectionSet, definition ? getNamedType(definition.type) : undefined, seen);
    if (!definition?.args.some((a) => a.name === 'take')) return cost;
    const take = Math.min(Math.max(takeOf(field.arguments?.find((a) => a.name.value === 'take')?.value), 1), MAX_PAGE_SIZE);
    return cost * Math.max(1, take / LIST_COST_UNIT);
  };
  const root =
    operation.operation === OperationTypeNode.QUERY
      ? schema.getQueryType()
      : operation.operation === OperationTypeNode.MUTATION
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return selectionCost(operation.selectionSet, root ?? undefined, new Set()) / DEPTH_FACTOR;
}

/** Refuses, before any resolver runs, an operation whose listCost is over QUERY_LIMITS.maxCost. */
const listCostLimit: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      // Refused with a rejected promise, not a throw: Apollo still calls the other plugins' hooks, as it would an async one's.
      didResolveOperation({ schema, operation, document, request }) {
        if (!operation) return Promise.resolve();
        const fragments = Object.fromEntries(
          document.definitions
            .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map((d) => [d.name.value, d]),
        );
        const cost = Math.round(listCost(schema, operation, fragments, request.variables));
        if (cost <= QUERY_LIMITS.maxCost) return Promise.resolve();
        return Promise.reject(
          new GraphQLError(
            `Query refused: Query Cost limit of ${QUERY_LIMITS.maxCost} exceeded, found ${cost} (a list counts by its take).`,
            {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxCost', max: QUERY_LIMITS.maxCost, http: { status: 400 } },
            },
          ),
        );
      },
    });
  },
};

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
  requestDidStart() {
    return Promise.resolve({
      didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(/\s*Did you mean .*\?$/s, '');
        return Promise.resolve();
      },
    });
  },
};

/**
 * A document whose operation cannot be chosen (an operationName that names none of its operations, or several
 * operations and no name) is the caller's mistake: 400 OPERATION_RESOLUTION_FAILURE before any other plugin looks at
 * an operation that is not there (the query cache and the audit read it: a TypeError, 500).
 */
const requireResolvedOperation: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation, request }) {
        if (operation) return Promise.resolve();
        const message = request.operationName
          ? `Unknown operation named "${request.operationName}".`
          : 'Must provide operation name if query contains multiple operations.';
        return Promise.reject(new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } }));
      },
    });
  },
};

/** The ApolloServer options enforcing QUERY_LIMITS; field suggestions are hidden in production. */
export function graphqlLimits(options: { production: boolean }): Pick<
  ApolloServerOptions<BaseContext>,
  'parseOptions' | 'allowBatchedHttpRequests'
> & {
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
    plugins: options.production ? [requireResolvedOperation, listCostLimit, hideSuggestions] : [requireResolvedOperation, listCostLimit],
    // One operation per HTTP request: a batch would multiply every limit above.
    allowBatchedHttpRequests: false,
  };
}
