import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { optionalText, requiredText } from '../../common/validation.js';

@InputType()
export class ContactInput {
  @Field({ description: 'Full name' }) name!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field(() => String, { nullable: true, description: 'Phone, or where the message came from' })
  phone?: string | null;
}

export const contactSchema = z.object({
  name: requiredText(200),
  email: z.string().trim().min(1, 'REQUIRED').max(254, 'TOO_LONG').pipe(z.email('INVALID_EMAIL')),
  subject: requiredText(5000),
  phone: optionalText(100),
});
