// The media library over GraphQL and the old site's upload path.
import type { Feature } from '../feature.js';
import { MediaService } from './media.service.js';
import { MediaItemResolver, MediaResolver } from './media.resolver.js';
import { mediaRoutes } from './media.routes.js';

declare module '../services.js' {
  interface Services {
    media: MediaService;
  }
}

export const media: Feature = {
  name: 'media',
  resolvers: [MediaResolver, MediaItemResolver],
  routes: mediaRoutes,
  services: (em, deps) => ({ media: new MediaService(deps.storage, em) }),
};
