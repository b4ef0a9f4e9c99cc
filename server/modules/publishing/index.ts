// Draft and published states, scheduled publishing and SEO fields, shared by products and blog posts.
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
