import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { confirmedEnglishSchema } from '../../common/translation.js';
import { libraryId, optionalText, requiredText } from '../../common/validation.js';
import { Document } from './document.entity.js';

@InputType()
export class DocumentInput {
  @Field() nameTr!: string;
  @Field(() => String, { nullable: true }) nameEn?: string | null;
  @Field(() => String, { nullable: true }) descriptionTr?: string | null;
  @Field(() => String, { nullable: true }) descriptionEn?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Cover image from the media library (an item id); an uploaded coverImage wins; left out keeps it',
  })
  coverImageId?: number | null;
  @Field(() => [String], { nullable: true, description: 'English fields the editor confirmed as still right' })
  confirmedEnglish?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'On create: save as a draft (visitors see it once published); ignored on update' })
  draft?: boolean | null;
}

export const documentSchema = z.object({
  nameTr: requiredText(255),
  nameEn: optionalText(255),
  descriptionTr: optionalText(5000),
  descriptionEn: optionalText(5000),
  coverImageId: libraryId,
  draft: z.boolean().nullish(),
  confirmedEnglish: confirmedEnglishSchema(Document.translatedPairs),
});
