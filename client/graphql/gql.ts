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
    "query SiteApplications {\n  applications {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n}": typeof types.SiteApplicationsDocument,
    "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation AdminLogout {\n  logout\n}": typeof types.AdminLogoutDocument,
    "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": typeof types.SiteBlogBySlugDocument,
    "query SiteBlogs($take: Int) {\n  blogs(take: $take) {\n    ...BlogCard_blog\n  }\n}": typeof types.SiteBlogsDocument,
    "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  date\n}": typeof types.BlogCard_BlogFragmentDoc,
    "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n    mailed\n  }\n}": typeof types.SiteSendContactMessageDocument,
    "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}": typeof types.AdminDashboardStatsDocument,
    "query SiteDocuments {\n  documents {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n}": typeof types.SiteDocumentsDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  shortDescriptionTr\n  shortDescriptionEn\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}": typeof types.SiteProductBySlugDocument,
    "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!) {\n  products(category: $category) {\n    ...ProductCard_product\n  }\n}": typeof types.SiteProductCategoriesDocument,
    "query SiteProducts {\n  products {\n    ...ProductCard_product\n  }\n}": typeof types.SiteProductsDocument,
};
const documents: Documents = {
    "query SiteHeaderProducts {\n  productCategories\n  products {\n    id\n    name\n    slug\n    category\n  }\n}": types.SiteHeaderProductsDocument,
    "query SiteApplications {\n  applications {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n}": types.SiteApplicationsDocument,
    "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation AdminLogout {\n  logout\n}": types.AdminLogoutDocument,
    "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": types.SiteBlogBySlugDocument,
    "query SiteBlogs($take: Int) {\n  blogs(take: $take) {\n    ...BlogCard_blog\n  }\n}": types.SiteBlogsDocument,
    "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  date\n}": types.BlogCard_BlogFragmentDoc,
    "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n    mailed\n  }\n}": types.SiteSendContactMessageDocument,
    "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}": types.AdminDashboardStatsDocument,
    "query SiteDocuments {\n  documents {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n}": types.SiteDocumentsDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  shortDescriptionTr\n  shortDescriptionEn\n}": types.ProductCard_ProductFragmentDoc,
    "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}": types.SiteProductBySlugDocument,
    "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!) {\n  products(category: $category) {\n    ...ProductCard_product\n  }\n}": types.SiteProductCategoriesDocument,
    "query SiteProducts {\n  products {\n    ...ProductCard_product\n  }\n}": types.SiteProductsDocument,
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
export function graphql(source: "query SiteApplications {\n  applications {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n}"): (typeof documents)["query SiteApplications {\n  applications {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n    user {\n      id\n      username\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogout {\n  logout\n}"): (typeof documents)["mutation AdminLogout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"): (typeof documents)["query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteBlogs($take: Int) {\n  blogs(take: $take) {\n    ...BlogCard_blog\n  }\n}"): (typeof documents)["query SiteBlogs($take: Int) {\n  blogs(take: $take) {\n    ...BlogCard_blog\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  date\n}"): (typeof documents)["fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  date\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n    mailed\n  }\n}"): (typeof documents)["mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n    mailed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}"): (typeof documents)["query AdminDashboardStats {\n  dashboardStats {\n    blogs\n    products\n    documents\n    applications\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteDocuments {\n  documents {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n}"): (typeof documents)["query SiteDocuments {\n  documents {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  shortDescriptionTr\n  shortDescriptionEn\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  shortDescriptionTr\n  shortDescriptionEn\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}"): (typeof documents)["query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!) {\n  products(category: $category) {\n    ...ProductCard_product\n  }\n}"): (typeof documents)["query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!) {\n  products(category: $category) {\n    ...ProductCard_product\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProducts {\n  products {\n    ...ProductCard_product\n  }\n}"): (typeof documents)["query SiteProducts {\n  products {\n    ...ProductCard_product\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;