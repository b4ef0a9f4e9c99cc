// The admin lists' publication filter: drafts, scheduled or published records only.
import { ArgsType, Field } from 'type-graphql';
import { TranslatedListArgs } from '../listing/list-args.js';
import { PublicationStatus } from './publication-status.js';

@ArgsType()
export class PublishedListArgs extends TranslatedListArgs {
  @Field(() => PublicationStatus, {
    nullable: true,
    description: 'Only drafts, scheduled or published records (visitors see published ones only)',
  })
  status?: PublicationStatus | null;
}

/** Rows in one publication state (publication-status.ts): null is a draft, a time to come scheduled. */
export function statusWhere(status: PublicationStatus | null | undefined): Record<string, unknown>[] {
  if (!status) return [];
  const now = new Date();
  if (status === PublicationStatus.DRAFT) return [{ publishedAt: null }];
  return [{ publishedAt: status === PublicationStatus.SCHEDULED ? { $gt: now } : { $lte: now } }];
}
