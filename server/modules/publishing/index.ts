// Draft and published states and scheduled publishing (products, blog posts, documents, applications), SEO fields (products, posts).
import type { Feature } from '../feature.js';
import { PublishingService } from './publishing.service.js';

declare module '../services.js' {
  interface Services {
    publishing: PublishingService;
  }
}

export const publishing: Feature = {
  name: 'publishing',
  services: (em) => ({ publishing: new PublishingService(em) }),
};
