/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SiteHeaderProducts {\n  productCategories\n  products {\n    id\n    name\n    slug\n    category\n  }\n}": typeof types.SiteHeaderProductsDocument,
    "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}": typeof types.AdminDashboardStatsDocument,
    "query SiteProducts {\n  products {\n    id\n    name\n    slug\n    category\n    imageUrl\n    shortDescriptionTr\n    shortDescriptionEn\n  }\n}": typeof types.SiteProductsDocument,
};
const documents: Documents = {
    "query SiteHeaderProducts {\n  productCategories\n  products {\n    id\n    name\n    slug\n    category\n  }\n}": types.SiteHeaderProductsDocument,
    "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}": types.AdminLoginDocument,
    "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}": types.AdminDashboardStatsDocument,
    "query SiteProducts {\n  products {\n    id\n    name\n    slug\n    category\n    imageUrl\n    shortDescriptionTr\n    shortDescriptionEn\n  }\n}": types.SiteProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteHeaderProducts {\n  productCategories\n  products {\n    id\n    name\n    slug\n    category\n  }\n}"): (typeof documents)["query SiteHeaderProducts {\n  productCategories\n  products {\n    id\n    name\n    slug\n    category\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}"): (typeof documents)["query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProducts {\n  products {\n    id\n    name\n    slug\n    category\n    imageUrl\n    shortDescriptionTr\n    shortDescriptionEn\n  }\n}"): (typeof documents)["query SiteProducts {\n  products {\n    id\n    name\n    slug\n    category\n    imageUrl\n    shortDescriptionTr\n    shortDescriptionEn\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;