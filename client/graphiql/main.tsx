// GraphiQL for integrators at GET /graphql (server/graphql/graphiql.ts): built by its own Vite config into dist/graphiql,
// so nothing of it (monaco-editor alone is megabytes) reaches the public site's bundles.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
// Monaco runs its language services in web workers; this is graphiql's own set-up for Vite (the workers are built
// as files of this bundle, so the page's CSP allows them as 'self').
import 'graphiql/setup-workers/vite';
// graphiql/style.css would be these four plus a second copy of monaco's CSS (monaco's modules bring their own) and
// the Roboto and Fira Code fonts embedded in every script: 625 KB instead of 30 KB. The page uses the system's fonts.
// The packages are pinned at the versions graphiql resolves to, so each is installed once.
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import 'graphiql/graphiql.css';
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// A JSON POST passes Apollo's CSRF prevention (its content type is not one a form can send); the page is served by
// the API's own origin, so the relative URL is the API.
const fetcher = createGraphiQLFetcher({ url: '/graphql', enableIncrementalDelivery: false });

const SAMPLE_QUERY = `# Our public API: products with their specifications.
# Run it with the play button (Ctrl-Enter); the book icon
# on the left opens the documentation of every type.
# Admin operations: the login mutation's token, sent as
# {"Authorization": "Bearer <token>"} under Headers.
query Products {
  products(take: 10) {
    name
    slug
    category
    shortDescriptionEn
    specGroups {
      nameEn
      specs {
        nameEn
        valueEn
      }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={SAMPLE_QUERY} />
  </StrictMode>,
);
