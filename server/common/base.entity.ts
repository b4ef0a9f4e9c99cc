import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { isObjectType, type GraphQLSchema } from 'graphql';
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

/** What is read of a decorated class: its name and the prototype chain its getters are on. */
interface DecoratedClass {
  readonly name: string;
  readonly prototype: object;
}

/** The classes declared with PlainObjectType, by GraphQL type name. */
const plainTypes = new Map<string, DecoratedClass>();

/**
 * @ObjectType for types read on the public pages: their fields without a resolver of their own are read straight off
 * the object by graphql-js (`resolve` left unset) instead of through type-graphql's per-field wrapper, which only
 * matters for field middlewares and field-level @Authorized, and these types have neither (they must not: with this
 * option they would be skipped). A product page resolves about a hundred such fields per request.
 */
export function PlainObjectType(options: { description?: string } = {}): ClassDecorator {
  return (target) => {
    plainTypes.set(target.name, target);
    ObjectType({ ...options, simpleResolvers: true })(target);
  };
}

/**
 * The getter fields of those types (imageUrl, shareImageUrl, englishMissing, ...) read the same way. type-graphql
 * resolves a getter field by first copying a root that is not an instance of its class into a new instance (an
 * entity, here), and the products' plain reads answer with plain objects that hold these fields as values
 * (server/modules/products/product-reads.ts). An entity answers as before: reading the property runs its getter.
 * A getter is a field when a decorator saw it (its design:type); an undecorated one (ProductFile.downloadUrl) keeps
 * the field resolver a resolver class gives its field.
 */
export function readGettersPlainly(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, target] of plainTypes) {
    const type = schema.getType(name);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (decoratedGetter(target, field.name)) field.resolve = undefined;
    }
  }
  return schema;
}

function decoratedGetter(target: DecoratedClass, name: string): boolean {
  for (
    let proto: object | null = target.prototype;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return !!descriptor.get && Reflect.hasOwnMetadata('design:type', proto, name);
  }
  return false;
}
