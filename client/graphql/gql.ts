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
    "query SiteHeaderProducts {\n  productMenu {\n    category\n    products {\n      id\n      name\n      slug\n    }\n  }\n}": typeof types.SiteHeaderProductsDocument,
    "fragment ResponsiveImage_image on ImageInfo {\n  url\n  width\n  height\n  variantWidths\n  altTr\n  altEn\n  focalX\n  focalY\n}": typeof types.ResponsiveImage_ImageFragmentDoc,
    "query SiteApplications($skip: Int!, $take: Int!) {\n  applications(skip: $skip, take: $take) {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    iconInfo {\n      ...ResponsiveImage_image\n    }\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n  applicationCount\n}": typeof types.SiteApplicationsDocument,
    "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n    updatedAt\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": typeof types.SiteBlogBySlugDocument,
    "query SiteBlogs($skip: Int!, $take: Int!) {\n  blogs(skip: $skip, take: $take) {\n    ...BlogCard_blog\n  }\n  blogCount\n}\n\nquery SiteRecentBlogs {\n  blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": typeof types.SiteBlogsDocument,
    "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  date\n}": typeof types.BlogCard_BlogFragmentDoc,
    "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n  }\n}": typeof types.SiteSendContactMessageDocument,
    "query SiteDocuments($skip: Int!, $take: Int!) {\n  documents(skip: $skip, take: $take) {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    coverImageInfo {\n      ...ResponsiveImage_image\n    }\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n  documentCount\n}": typeof types.SiteDocumentsDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  shortDescriptionTr\n  shortDescriptionEn\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query SiteCompareProducts($slugs: [String!]!) {\n  compareProducts(slugs: $slugs) {\n    id\n    name\n    slug\n    category\n    imageUrl\n    imageInfo {\n      ...ResponsiveImage_image\n    }\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}": typeof types.SiteCompareProductsDocument,
    "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}": typeof types.SiteProductBySlugDocument,
    "query SiteProductChoices {\n  products(take: 100) {\n    id\n    name\n    slug\n    category\n  }\n}": typeof types.SiteProductChoicesDocument,
    "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!, $skip: Int!, $take: Int!) {\n  products(category: $category, skip: $skip, take: $take) {\n    ...ProductCard_product\n  }\n  productCount(category: $category)\n}": typeof types.SiteProductCategoriesDocument,
    "query SiteProducts {\n  products(take: 12, newestFirst: true) {\n    ...ProductCard_product\n  }\n}": typeof types.SiteProductsDocument,
    "mutation SiteRequestQuote($input: QuoteRequestInput!) {\n  requestQuote(input: $input) {\n    reference\n  }\n}": typeof types.SiteRequestQuoteDocument,
    "query SiteSearch($query: String!, $language: Language!, $skip: Int!, $take: Int!) {\n  search(query: $query, language: $language, skip: $skip, take: $take) {\n    total\n    totalCapped\n    items {\n      kind\n      id\n      url\n      titleSegments {\n        text\n        hit\n      }\n      snippet {\n        text\n        hit\n      }\n    }\n  }\n}": typeof types.SiteSearchDocument,
};
const documents: Documents = {
    "query SiteHeaderProducts {\n  productMenu {\n    category\n    products {\n      id\n      name\n      slug\n    }\n  }\n}": types.SiteHeaderProductsDocument,
    "fragment ResponsiveImage_image on ImageInfo {\n  url\n  width\n  height\n  variantWidths\n  altTr\n  altEn\n  focalX\n  focalY\n}": types.ResponsiveImage_ImageFragmentDoc,
    "query SiteApplications($skip: Int!, $take: Int!) {\n  applications(skip: $skip, take: $take) {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    iconInfo {\n      ...ResponsiveImage_image\n    }\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n  applicationCount\n}": types.SiteApplicationsDocument,
    "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n    updatedAt\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": types.SiteBlogBySlugDocument,
    "query SiteBlogs($skip: Int!, $take: Int!) {\n  blogs(skip: $skip, take: $take) {\n    ...BlogCard_blog\n  }\n  blogCount\n}\n\nquery SiteRecentBlogs {\n  blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}": types.SiteBlogsDocument,
    "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  date\n}": types.BlogCard_BlogFragmentDoc,
    "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n  }\n}": types.SiteSendContactMessageDocument,
    "query SiteDocuments($skip: Int!, $take: Int!) {\n  documents(skip: $skip, take: $take) {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    coverImageInfo {\n      ...ResponsiveImage_image\n    }\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n  documentCount\n}": types.SiteDocumentsDocument,
    "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  shortDescriptionTr\n  shortDescriptionEn\n}": types.ProductCard_ProductFragmentDoc,
    "query SiteCompareProducts($slugs: [String!]!) {\n  compareProducts(slugs: $slugs) {\n    id\n    name\n    slug\n    category\n    imageUrl\n    imageInfo {\n      ...ResponsiveImage_image\n    }\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}": types.SiteCompareProductsDocument,
    "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}": types.SiteProductBySlugDocument,
    "query SiteProductChoices {\n  products(take: 100) {\n    id\n    name\n    slug\n    category\n  }\n}": types.SiteProductChoicesDocument,
    "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!, $skip: Int!, $take: Int!) {\n  products(category: $category, skip: $skip, take: $take) {\n    ...ProductCard_product\n  }\n  productCount(category: $category)\n}": types.SiteProductCategoriesDocument,
    "query SiteProducts {\n  products(take: 12, newestFirst: true) {\n    ...ProductCard_product\n  }\n}": types.SiteProductsDocument,
    "mutation SiteRequestQuote($input: QuoteRequestInput!) {\n  requestQuote(input: $input) {\n    reference\n  }\n}": types.SiteRequestQuoteDocument,
    "query SiteSearch($query: String!, $language: Language!, $skip: Int!, $take: Int!) {\n  search(query: $query, language: $language, skip: $skip, take: $take) {\n    total\n    totalCapped\n    items {\n      kind\n      id\n      url\n      titleSegments {\n        text\n        hit\n      }\n      snippet {\n        text\n        hit\n      }\n    }\n  }\n}": types.SiteSearchDocument,
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
export function graphql(source: "query SiteHeaderProducts {\n  productMenu {\n    category\n    products {\n      id\n      name\n      slug\n    }\n  }\n}"): (typeof documents)["query SiteHeaderProducts {\n  productMenu {\n    category\n    products {\n      id\n      name\n      slug\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResponsiveImage_image on ImageInfo {\n  url\n  width\n  height\n  variantWidths\n  altTr\n  altEn\n  focalX\n  focalY\n}"): (typeof documents)["fragment ResponsiveImage_image on ImageInfo {\n  url\n  width\n  height\n  variantWidths\n  altTr\n  altEn\n  focalX\n  focalY\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteApplications($skip: Int!, $take: Int!) {\n  applications(skip: $skip, take: $take) {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    iconInfo {\n      ...ResponsiveImage_image\n    }\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n  applicationCount\n}"): (typeof documents)["query SiteApplications($skip: Int!, $take: Int!) {\n  applications(skip: $skip, take: $take) {\n    id\n    name\n    descriptionTr\n    descriptionEn\n    version\n    downloadUrl\n    iconUrl\n    iconInfo {\n      ...ResponsiveImage_image\n    }\n    createdAt\n    file {\n      size\n      originalName\n    }\n  }\n  applicationCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n    updatedAt\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"): (typeof documents)["query SiteBlogBySlug($slug: String!) {\n  blogBySlug(slug: $slug) {\n    ...BlogCard_blog\n    contentTr\n    contentEn\n    updatedAt\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n  }\n  recent: blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteBlogs($skip: Int!, $take: Int!) {\n  blogs(skip: $skip, take: $take) {\n    ...BlogCard_blog\n  }\n  blogCount\n}\n\nquery SiteRecentBlogs {\n  blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"): (typeof documents)["query SiteBlogs($skip: Int!, $take: Int!) {\n  blogs(skip: $skip, take: $take) {\n    ...BlogCard_blog\n  }\n  blogCount\n}\n\nquery SiteRecentBlogs {\n  blogs(take: 6) {\n    ...BlogCard_blog\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  date\n}"): (typeof documents)["fragment BlogCard_blog on Blog {\n  id\n  slug\n  titleTr\n  titleEn\n  summaryTr\n  summaryEn\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  date\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n  }\n}"): (typeof documents)["mutation SiteSendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteDocuments($skip: Int!, $take: Int!) {\n  documents(skip: $skip, take: $take) {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    coverImageInfo {\n      ...ResponsiveImage_image\n    }\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n  documentCount\n}"): (typeof documents)["query SiteDocuments($skip: Int!, $take: Int!) {\n  documents(skip: $skip, take: $take) {\n    id\n    nameTr\n    nameEn\n    descriptionTr\n    descriptionEn\n    version\n    coverImageUrl\n    coverImageInfo {\n      ...ResponsiveImage_image\n    }\n    downloadUrlTr\n    downloadUrlEn\n    createdAt\n  }\n  documentCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  shortDescriptionTr\n  shortDescriptionEn\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  id\n  name\n  slug\n  category\n  imageUrl\n  imageInfo {\n    ...ResponsiveImage_image\n  }\n  shortDescriptionTr\n  shortDescriptionEn\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteCompareProducts($slugs: [String!]!) {\n  compareProducts(slugs: $slugs) {\n    id\n    name\n    slug\n    category\n    imageUrl\n    imageInfo {\n      ...ResponsiveImage_image\n    }\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}"): (typeof documents)["query SiteCompareProducts($slugs: [String!]!) {\n  compareProducts(slugs: $slugs) {\n    id\n    name\n    slug\n    category\n    imageUrl\n    imageInfo {\n      ...ResponsiveImage_image\n    }\n    technicalSpecsTr\n    technicalSpecsEn\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}"): (typeof documents)["query SiteProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductCard_product\n    longDescriptionTr\n    longDescriptionEn\n    technicalSpecsTr\n    technicalSpecsEn\n    seoTitleTr\n    seoTitleEn\n    seoDescriptionTr\n    seoDescriptionEn\n    shareImageUrl\n    specGroups {\n      id\n      nameTr\n      nameEn\n      specs {\n        id\n        nameTr\n        nameEn\n        valueTr\n        valueEn\n      }\n    }\n  }\n}\n\nquery SiteProductFiles($productId: Int!) {\n  productFiles(productId: $productId) {\n    id\n    fileTypeTr\n    fileTypeEn\n    downloadUrl\n    file {\n      originalName\n      size\n      mimeType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProductChoices {\n  products(take: 100) {\n    id\n    name\n    slug\n    category\n  }\n}"): (typeof documents)["query SiteProductChoices {\n  products(take: 100) {\n    id\n    name\n    slug\n    category\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!, $skip: Int!, $take: Int!) {\n  products(category: $category, skip: $skip, take: $take) {\n    ...ProductCard_product\n  }\n  productCount(category: $category)\n}"): (typeof documents)["query SiteProductCategories {\n  productCategories\n}\n\nquery SiteProductsPage($category: ProductCategory!, $skip: Int!, $take: Int!) {\n  products(category: $category, skip: $skip, take: $take) {\n    ...ProductCard_product\n  }\n  productCount(category: $category)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteProducts {\n  products(take: 12, newestFirst: true) {\n    ...ProductCard_product\n  }\n}"): (typeof documents)["query SiteProducts {\n  products(take: 12, newestFirst: true) {\n    ...ProductCard_product\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SiteRequestQuote($input: QuoteRequestInput!) {\n  requestQuote(input: $input) {\n    reference\n  }\n}"): (typeof documents)["mutation SiteRequestQuote($input: QuoteRequestInput!) {\n  requestQuote(input: $input) {\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteSearch($query: String!, $language: Language!, $skip: Int!, $take: Int!) {\n  search(query: $query, language: $language, skip: $skip, take: $take) {\n    total\n    totalCapped\n    items {\n      kind\n      id\n      url\n      titleSegments {\n        text\n        hit\n      }\n      snippet {\n        text\n        hit\n      }\n    }\n  }\n}"): (typeof documents)["query SiteSearch($query: String!, $language: Language!, $skip: Int!, $take: Int!) {\n  search(query: $query, language: $language, skip: $skip, take: $take) {\n    total\n    totalCapped\n    items {\n      kind\n      id\n      url\n      titleSegments {\n        text\n        hit\n      }\n      snippet {\n        text\n        hit\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;