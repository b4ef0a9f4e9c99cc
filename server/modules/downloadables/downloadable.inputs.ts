import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { PublishedListArgs } from '../publishing/publication-filter.js';

/** The sortable columns of the admin's documents and applications lists. */
export enum DownloadableSort {
  NAME = 'NAME',
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  STATUS = 'STATUS',
}

registerEnumType(DownloadableSort, {
  name: 'DownloadableSort',
  description: 'NAME (Turkish); CREATED (when added); UPDATED (last change); STATUS (publication time)',
});

@ArgsType()
export class DownloadableListArgs extends PublishedListArgs {
  @Field(() => DownloadableSort, { nullable: true, description: 'Left out: newest first' })
  sort?: DownloadableSort | null;
}
