import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many contact messages are in each state' })
export class ContactMessageCounts {
  @Field(() => Int, { description: 'Not opened yet' })
  new!: number;

  @Field(() => Int, { description: 'Opened, not dealt with' })
  read!: number;

  @Field(() => Int, { description: 'Answered or otherwise dealt with' })
  handled!: number;
}
