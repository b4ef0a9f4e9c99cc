// Opens the store THROTTLE_STORE names for the process's throttles (server/throttle/throttle.ts).
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../common/config.js';
import { ThrottleCounter } from './throttle-counter.entity.js';
import { createThrottles, type ThrottleStore, type Throttles } from './throttle.js';

export interface OpenThrottles {
  throttles: Throttles;
  close(): Promise<void>;
}

export function openThrottles(config: Config, orm: MikroORM<PostgreSqlDriver>, log: Logger): OpenThrottles {
  const choice = config.throttleStore;
  if (choice.kind === 'memory') return { throttles: createThrottles(config.throttle), close: async () => {} };
  if (choice.kind === 'database') {
    const store: ThrottleStore = { kind: 'database', knex: orm.em.getKnex(), table: orm.getMetadata().get(ThrottleCounter).tableName };
    return { throttles: createThrottles(config.throttle, store), close: async () => {} };
  }
  // Commands fail at once while Redis is away (the throttles then count in memory) instead of queueing.
  const client = new Redis(choice.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', (err) => log.warn({ err: err.message }, 'Redis (throttle store) unavailable: counting in this process meanwhile'));
  return {
    throttles: createThrottles(config.throttle, { kind: 'redis', client }),
    close: () => {
      client.disconnect();
      return Promise.resolve();
    },
  };
}
