// Webhooks: the endpoints, their deliveries and the GraphQL to manage them.
import type { Feature } from '../feature.js';
import { WebhookService } from './webhook.service.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WebhookResolver } from './webhook.resolver.js';

declare module '../services.js' {
  interface Services {
    webhooks: WebhookService;
  }
}

export const webhooks: Feature = {
  name: 'webhooks',
  entities: [Webhook, WebhookDelivery],
  resolvers: [WebhookResolver],
  services: (em, deps) => ({ webhooks: new WebhookService(em, deps.config.webhookAllowedHosts) }),
};
