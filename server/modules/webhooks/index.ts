// Webhooks: the endpoints, their deliveries and the GraphQL to manage them.
import type { Feature } from '../feature.js';
import { webhooksConfig, type WebhookSettings } from './webhooks.config.js';
import { WebhookEvents } from './webhook-events.subscriber.js';
import { WebhookService } from './webhook.service.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WebhookResolver } from './webhook.resolver.js';

declare module '../services.js' {
  interface Services {
    webhooks: WebhookService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    webhooks: WebhookSettings;
  }
}

export const webhooks: Feature = {
  name: 'webhooks',
  entities: [Webhook, WebhookDelivery],
  resolvers: [WebhookResolver],
  services: (em, deps) => ({ webhooks: new WebhookService(em, deps.config.features.webhooks.allowedHosts) }),
  config: webhooksConfig,
  // Tells the outbox, after a commit, that it recorded calls to make.
  subscribers: () => [new WebhookEvents()],
};
