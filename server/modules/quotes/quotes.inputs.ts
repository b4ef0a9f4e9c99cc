import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { optionalText, requiredText } from '../../common/validation.js';
import { LanguageEnum } from '../../common/language.js';
import { MAX_QUOTE_DOWNLOAD_LENGTH, MAX_QUOTE_DOWNLOADS, MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY } from '../../shared/quote-request.js';
import { QuoteStatus } from './quote-request.entity.js';

@InputType({ description: 'A product asked for' })
export class QuoteItemInput {
  @Field() productSlug!: string;
  @Field(() => Int, { description: `1 to ${MAX_QUOTE_QUANTITY}` }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'At most 1,000 characters' }) note?: string | null;
}

@InputType({ description: 'A quote request: who asks, and what' })
export class QuoteRequestInput {
  @Field() fullName!: string;
  @Field() company!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() country!: string;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field({ description: 'The visitor consents to the privacy notice (/privacy): without it nothing is kept' }) consent!: boolean;
  @Field(() => LanguageEnum, { description: 'The language the visitor is answered in' }) language!: LanguageEnum;
  @Field(() => [QuoteItemInput], { description: `1 to ${MAX_QUOTE_LINES} products, each once` }) items!: QuoteItemInput[];
  @Field(() => [String], {
    nullable: true,
    description: `The product files the visitor downloaded in the same browser session before asking ("product: file"), at most ${MAX_QUOTE_DOWNLOADS} of at most ${MAX_QUOTE_DOWNLOAD_LENGTH} characters; sales sees them with the request`,
  })
  downloads?: string[] | null;
}

@InputType({ description: 'What an administrator changes of a request; what is left out stays as it is' })
export class QuoteRequestUpdateInput {
  @Field(() => QuoteStatus, { nullable: true }) status?: QuoteStatus | null;
  @Field(() => Int, { nullable: true, description: 'The administrator following it up; 0 for nobody' }) assigneeId?: number | null;
  @Field(() => String, { nullable: true, description: 'At most 10,000 characters' }) internalNote?: string | null;
}

@ArgsType()
export class QuoteRequestListArgs {
  @Field(() => QuoteStatus, { nullable: true, description: 'Only the requests in this state' })
  status?: QuoteStatus | null;
  @Field(() => String, { nullable: true, description: 'Part of the reference, name, company or e-mail; at most 100 characters' })
  search?: string | null;
}

const item = z.object({
  productSlug: requiredText(200).transform((slug) => slug.toLowerCase()),
  quantity: z.number().int('INVALID').min(1, 'OUT_OF_RANGE').max(MAX_QUOTE_QUANTITY, 'OUT_OF_RANGE'),
  note: optionalText(1000),
});

export const quoteRequestSchema = z.object({
  fullName: requiredText(200),
  company: requiredText(200),
  email: z.string().trim().min(1, 'REQUIRED').max(254, 'TOO_LONG').pipe(z.email('INVALID_EMAIL')),
  phone: requiredText(100),
  country: requiredText(100),
  city: optionalText(100),
  message: optionalText(5000),
  consent: z.literal(true, 'CONSENT_REQUIRED'),
  language: z.enum(LanguageEnum),
  items: z
    .array(item)
    .min(1, 'REQUIRED')
    .max(MAX_QUOTE_LINES, 'TOO_MANY')
    .superRefine((items, context) => {
      items.forEach((line, i) => {
        if (items.findIndex((other) => other.productSlug === line.productSlug) < i)
          context.addIssue({ code: 'custom', message: 'DUPLICATE', path: [i, 'productSlug'] });
      });
    }),
  downloads: z
    .array(requiredText(MAX_QUOTE_DOWNLOAD_LENGTH))
    .max(MAX_QUOTE_DOWNLOADS, 'TOO_MANY')
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
});

export const quoteUpdateSchema = z.object({
  status: z.enum(QuoteStatus).nullish(),
  assigneeId: z.number().int().min(0, 'INVALID').nullish(),
  internalNote: z.string().max(10_000, 'TOO_LONG').nullish(),
});
