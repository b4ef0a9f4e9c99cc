import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { optionalText, requiredText } from '../../common/validation.js';

@InputType()
export class DocumentInput {
  @Field() nameTr!: string;
  @Field(() => String, { nullable: true }) nameEn?: string | null;
  @Field(() => String, { nullable: true }) descriptionTr?: string | null;
  @Field(() => String, { nullable: true }) descriptionEn?: string | null;
}

export const documentSchema = z.object({
  nameTr: requiredText(255),
  nameEn: optionalText(255),
  descriptionTr: optionalText(5000),
  descriptionEn: optionalText(5000),
});
