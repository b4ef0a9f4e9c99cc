import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WebhookInput } from './webhook.inputs.js';

/** The back office's webhooks: every operation is an administrator's. */
@Resolver(() => Webhook)
export class WebhookResolver {
  @Authorized()
  @Query(() => [Webhook], { description: 'Every webhook, newest first' })
  webhooks(@Ctx() ctx: AppContext) {
    return ctx.services.webhooks.list();
  }

  @Authorized()
  @Query(() => [WebhookDelivery], { description: "A webhook's calls, newest first (take: 1-200, default 50)" })
  webhookDeliveries(
    @Arg('webhookId', () => Int) webhookId: number,
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.webhooks.deliveries(webhookId, take);
  }

  @Authorized()
  @Mutation(() => Webhook, {
    description: 'Adds a webhook; its address is refused (BAD_USER_INPUT on url) when it is private, loopback or link-local',
  })
  createWebhook(@Arg('input') input: WebhookInput, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.create(input);
  }

  @Authorized()
  @Mutation(() => Webhook, { description: 'Changes a webhook; a secret left out or null keeps the one set' })
  updateWebhook(@Arg('id', () => Int) id: number, @Arg('input') input: WebhookInput, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.update(id, input);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, {
    description: 'Sends the webhook a test call (event webhook.ping, kind webhook, recordId its id), signed and logged as any other',
  })
  testWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.ping(id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a webhook with its delivery log and the calls it still had to make' })
  deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.delete(id);
  }
}
