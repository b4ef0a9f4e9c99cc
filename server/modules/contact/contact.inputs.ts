import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { SearchListArgs } from '../listing/list-args.js';
import { z } from 'zod';
import { optionalText, requiredText } from '../../common/validation.js';
import { ContactMessageStatus } from './contact-message.entity.js';
import { MAX_SOURCE_PAGE_LENGTH, normalizeSourcePage } from './contact-source.js';

@InputType()
export class ContactInput {
  @Field({ description: 'Full name' }) name!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field(() => String, { nullable: true, description: 'Phone' })
  phone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: `The page the form is on: its path on this site ('/products/ea-300'), or an http(s) address; at most ${MAX_SOURCE_PAGE_LENGTH} characters (POST /mail takes it too, and without it the request's Referer header)`,
  })
  page?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The sender consents to the privacy notice (/privacy): the site form requires it; false is refused (CONSENT_REQUIRED); left out, the message is kept marked as sent without it',
  })
  consent?: boolean | null;
}

/** The page given, as kept; refused when it is no path nor http(s) address. */
const sourcePage = z
  .string()
  .max(MAX_SOURCE_PAGE_LENGTH, 'TOO_LONG')
  .nullish()
  .transform((value, context) => {
    const page = normalizeSourcePage(value);
    if (page === undefined) {
      context.addIssue({ code: 'custom', message: 'INVALID' });
      return z.NEVER;
    }
    if (page && page.length > MAX_SOURCE_PAGE_LENGTH) {
      context.addIssue({ code: 'custom', message: 'TOO_LONG' });
      return z.NEVER;
    }
    return page;
  });

export const contactSchema = z.object({
  name: requiredText(200),
  email: z.string().trim().min(1, 'REQUIRED').max(254, 'TOO_LONG').pipe(z.email('INVALID_EMAIL')),
  subject: requiredText(5000),
  phone: optionalText(100),
  page: sourcePage,
  consent: z
    .boolean()
    .nullish()
    .refine((consent) => consent !== false, 'CONSENT_REQUIRED'),
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
  NAME: ['name'],
  EMAIL: ['email'],
  SUBJECT: ['subject'],
  DATE: ['createdAt'],
};

@ArgsType()
export class ContactMessageListArgs extends SearchListArgs {
  @Field(() => ContactMessageSort, { nullable: true, description: 'Left out: newest first' })
  sort?: ContactMessageSort | null;

  @Field(() => ContactMessageStatus, { nullable: true, description: 'Only the messages in this state' })
  status?: ContactMessageStatus | null;
}
