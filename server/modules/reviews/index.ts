// Review before publishing: drafts sent for review, approved (published) or sent back with a note, each step mailed
// and kept as the record's conversation.
import type { Feature } from '../feature.js';
import { ReviewEvent } from './review-event.entity.js';
import { ReviewResolver } from './review.resolver.js';
import { ReviewService } from './review.service.js';

declare module '../services.js' {
  interface Services {
    reviews: ReviewService;
  }
}

export const reviews: Feature = {
  name: 'reviews',
  entities: [ReviewEvent],
  resolvers: [ReviewResolver],
  services: (em, deps, made) => ({
    reviews: new ReviewService(em, made.publishing, {
      publicUrl: deps.config.publicUrl,
      secret: deps.config.jwtSecret,
      outbox: deps.accountMailOutbox,
    }),
  }),
};
