import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../../graphql/context.js';
import { auditOperation } from '../../audit-trail/audit-trail.js';

/**
 * Names each root mutation field as the operation of the writes it makes (mutations run one after another, so the
 * name is current while each runs). Queries are left alone: no per-field work for them.
 */
export function auditOperationPlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ operation }) {
          if (operation.operation !== 'mutation') return;
          return {
            willResolveField({ info, contextValue }) {
              if (!info.path.prev) auditOperation(contextValue.em, info.fieldName);
            },
          };
        },
      };
    },
  };
}
