import { Field, ObjectType } from 'type-graphql';
import { AdminUser } from './admin-user.entity.js';

/** A sign-in: its token (a bearer token for every later request) and the person signed in. */
@ObjectType()
export class LoginResult {
  @Field()
  token!: string;

  @Field(() => AdminUser)
  user!: AdminUser;
}
