// What a feature adds to the server, declared by its folder's index.ts; the composition (the ORM's entities, the
// GraphQL schema, the REST adapter, a request's services) spreads the one list in features.ts, so adding a feature
// edits no file outside it but that list.
import type { EventSubscriber, Options } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { ConfigSection } from '../common/config.js';
import type { ServiceDeps, ServiceFactory } from './services.js';

export interface Feature {
  /** Its folder under server/modules. */
  name: string;
  /** MikroORM entities (each one also its GraphQL object type). */
  entities?: NonNullable<Options['entities']>;
  /** type-graphql resolver classes. */
  resolvers?: readonly ClassType[];
  /** Its services for one request, named in `Services` by the same index.ts. */
  services?: ServiceFactory;
  /** The old site's REST paths it answers, on the same services as its resolvers. */
  routes?: (deps: ServiceDeps) => Router;
  /** Its environment variables (and per-client limits), read into `config.features[name]` at start-up. */
  config?: ConfigSection;
  /** Its ORM subscribers, made once for each ORM the site opens (every process, tool and test). */
  subscribers?: () => EventSubscriber[];
}
