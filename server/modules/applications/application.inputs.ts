import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { confirmedEnglishSchema } from '../../common/translation.js';
import { libraryId, optionalText, requiredText } from '../../common/validation.js';
import { Application } from './application.entity.js';

@InputType()
export class ApplicationInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) descriptionTr?: string | null;
  @Field(() => String, { nullable: true }) descriptionEn?: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. v2.4.1; v1.0 when empty' }) version?: string | null;
  @Field(() => Int, { nullable: true, description: 'Icon from the media library (an item id); an uploaded icon wins; left out keeps it' })
  iconId?: number | null;
  @Field(() => [String], { nullable: true, description: 'English fields the editor confirmed as still right' })
  confirmedEnglish?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'On create: save as a draft (visitors see it once published); ignored on update' })
  draft?: boolean | null;
}

export const applicationSchema = z.object({
  name: requiredText(255),
  descriptionTr: optionalText(5000),
  descriptionEn: optionalText(5000),
  version: z.string().trim().max(20, 'TOO_LONG').nullish(),
  iconId: libraryId,
  draft: z.boolean().nullish(),
  confirmedEnglish: confirmedEnglishSchema(Application.translatedPairs),
});
