import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

export type BaseOptional = 'createdAt' | 'updatedAt';

/** An integer id, the key of every table. */
@ObjectType()
export abstract class IdEntity {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;
}

/** Integer id plus creation/update timestamps, shared by every content entity (its fields are inherited by each GraphQL type). */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> extends IdEntity {
  [OptionalProps]?: BaseOptional | Optional;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
