import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { SearchListArgs } from '../listing/list-args.js';
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

/** The inbox's sortable columns. */
export enum ContactMessageSort {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  SUBJECT = 'SUBJECT',
  DATE = 'DATE',
}

registerEnumType(ContactMessageSort, { name: 'ContactMessageSort', description: 'NAME, EMAIL, SUBJECT or DATE (received)' });

export const CONTACT_SORT_COLUMNS: Record<ContactMessageSort, readonly string[]> = {
  NAME: ['name'], EMAIL: ['email'], SUBJECT: ['subject'], DATE: ['createdAt'],
};

@ArgsType()
export class ContactMessageListArgs extends SearchListArgs {
  @Field(() => ContactMessageSort, { nullable: true, description: 'Left out: newest first' })
  sort?: ContactMessageSort | null;
}
