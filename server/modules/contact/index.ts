// Contact messages: the entity, sending and reading them, and the old site's /mail path.
import type { Feature } from '../feature.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';

export const contact: Feature = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  routes: contactRoutes,
};
