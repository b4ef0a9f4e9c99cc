// The media library over GraphQL and the old site's upload path.
import type { Feature } from '../feature.js';
import { MediaItemResolver, MediaResolver } from './media.resolver.js';
import { mediaRoutes } from './media.routes.js';

export const media: Feature = {
  name: 'media',
  resolvers: [MediaResolver, MediaItemResolver],
  routes: mediaRoutes,
};
