import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { TranslatedListArgs } from '../listing/list-args.js';

/** The sortable columns of the admin's documents and applications lists. */
export enum DownloadableSort {
  NAME = 'NAME',
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
}

registerEnumType(DownloadableSort, {
  name: 'DownloadableSort',
  description: 'NAME (Turkish); CREATED (when added); UPDATED (last change)',
});

@ArgsType()
export class DownloadableListArgs extends TranslatedListArgs {
  @Field(() => DownloadableSort, { nullable: true, description: 'Left out: newest first' })
  sort?: DownloadableSort | null;
}
