import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../common/validation.js';
import {
  MAX_WEBHOOK_SECRET_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  MIN_WEBHOOK_SECRET_LENGTH,
  WEBHOOK_EVENTS,
} from '../../shared/webhook-events.js';

@InputType({ description: 'A webhook: where it calls, for which events, and the secret that signs its calls' })
export class WebhookInput {
  @Field({
    description: 'An http(s) address; private, loopback and link-local targets are refused unless WEBHOOK_ALLOWED_HOSTS lists the host',
  })
  url!: string;

  @Field(() => [String], {
    description: 'At least one of product|blog|document|application.created|updated|deleted|published|unpublished, contact.received',
  })
  events!: string[];

  @Field(() => String, {
    nullable: true,
    description: `Signs each call (${MIN_WEBHOOK_SECRET_LENGTH}-${MAX_WEBHOOK_SECRET_LENGTH} characters); required to create, left out or null on update keeps it. Never returned`,
  })
  secret?: string | null;
}

export const webhookSchema = z.object({
  url: requiredText(MAX_WEBHOOK_URL_LENGTH),
  events: z
    .array(z.string().refine((e) => WEBHOOK_EVENTS.includes(e), 'UNKNOWN_EVENT'))
    .min(1, 'REQUIRED')
    .max(WEBHOOK_EVENTS.length * 2, 'TOO_LONG')
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  secret: z.string().min(MIN_WEBHOOK_SECRET_LENGTH, 'TOO_SHORT').max(MAX_WEBHOOK_SECRET_LENGTH, 'TOO_LONG').nullish(),
});
