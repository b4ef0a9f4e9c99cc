import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './context.js';
import { readGettersPlainly } from '../common/base.entity.js';
import { ApplicationResolver } from '../modules/applications/application.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { BlogResolver } from '../modules/blog/blog.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { DocumentResolver } from '../modules/documents/document.resolver.js';
import { MediaItemResolver, MediaResolver } from '../modules/media/media.resolver.js';
import { ProductFileResolver, ProductResolver, SpecGroupResolver } from '../modules/products/product.resolver.js';
import { BlogPublishingResolver } from '../modules/blog/blog-publishing.resolver.js';
import { ProductPublishingResolver } from '../modules/products/product-publishing.resolver.js';
import { RevisionResolver } from '../modules/versions/revision.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { RedirectResolver } from '../modules/redirects/redirect.resolver.js';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver.js';

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return readGettersPlainly(
    await buildSchema({
      resolvers: [
        ApplicationResolver,
        AuditResolver,
        AuthResolver,
        BlogResolver,
        ContactResolver,
        DashboardResolver,
        DocumentResolver,
        MediaResolver,
        MediaItemResolver,
        ProductResolver,
        ProductFileResolver,
        SpecGroupResolver,
        RevisionResolver,
        SearchResolver,
        ProductPublishingResolver,
        BlogPublishingResolver,
        RedirectResolver,
        WebhookResolver,
      ],
      authChecker,
      validate: false,
    }),
  );
}

/** The committed schema.graphql: sorted, so it only changes when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `# Generated from the type-graphql schema by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
