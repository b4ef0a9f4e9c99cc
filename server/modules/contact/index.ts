// Contact messages: the entity, sending and reading them, and the old site's /mail path.
import type { Feature } from '../feature.js';
import { contactConfig, type ContactSettings } from './contact.config.js';
import { ContactService } from './contact.service.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';

declare module '../services.js' {
  interface Services {
    contact: ContactService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    contact: ContactSettings;
  }
  interface ThrottleLimits {
    contact: ThrottleRule;
  }
}

export const contact: Feature = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  routes: contactRoutes,
  config: contactConfig,
  services: (em, deps) => ({ contact: new ContactService(em, deps.mailOutbox, deps.contactSpool, deps.log, deps.throttles) }),
};
