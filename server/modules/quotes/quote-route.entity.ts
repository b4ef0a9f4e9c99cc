import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ProductCategoryEnum } from '../products/product-category.js';

/**
 * Where the quote requests for a product category go: the sales team of that line. A request naming products of several
 * categories goes to each of their addresses; a category without one, to QUOTE_MAIL_TO (else MAIL_TO).
 */
@Entity()
@ObjectType({ description: "Where a product category's quote requests are mailed (the team only)" })
export class QuoteRoute extends BaseEntity {
  @Field(() => ProductCategoryEnum)
  @Enum({ items: () => ProductCategoryEnum, unique: true })
  category!: ProductCategoryEnum;

  @Field({ description: 'The sales address of that category' })
  @Property({ length: 254 })
  mailTo!: string;
}
