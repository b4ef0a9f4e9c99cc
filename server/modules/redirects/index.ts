// Redirects from old addresses: the entity and its GraphQL type.
import type { Feature } from '../feature.js';
import { Redirect } from './redirect.entity.js';
import { RedirectResolver } from './redirect.resolver.js';

export const redirects: Feature = {
  name: 'redirects',
  entities: [Redirect],
  resolvers: [RedirectResolver],
};
