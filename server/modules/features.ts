// Every feature of the server, in the order their REST paths are tried: the composition files spread this list.
import { applications } from './applications/index.js';
import { audit } from './audit/index.js';
import { auth } from './auth/index.js';
import { blog } from './blog/index.js';
import { catalogue } from './catalogue/index.js';
import { cdn } from './cdn/index.js';
import { contact } from './contact/index.js';
import { dashboard } from './dashboard/index.js';
import { documents } from './documents/index.js';
import { downloadables } from './downloadables/index.js';
import type { Feature } from './feature.js';
import { listing } from './listing/index.js';
import { media } from './media/index.js';
import { products } from './products/index.js';
import { publishing } from './publishing/index.js';
import { quotes } from './quotes/index.js';
import { redirects } from './redirects/index.js';
import { reviews } from './reviews/index.js';
import { search } from './search/index.js';
import { tokens } from './tokens/index.js';
import { versions } from './versions/index.js';
import { webhooks } from './webhooks/index.js';

export const features: readonly Feature[] = [
  blog,
  products,
  catalogue,
  documents,
  applications,
  media,
  auth,
  contact,
  quotes,
  audit,
  dashboard,
  publishing,
  reviews,
  versions,
  search,
  redirects,
  webhooks,
  tokens,
  downloadables,
  listing,
  cdn,
];
