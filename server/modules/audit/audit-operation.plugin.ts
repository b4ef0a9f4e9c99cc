import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import type { AppContext } from '../context.js';
import { auditOperation } from '../../audit-trail/audit-trail.js';

/**
 * Names each root mutation field as the operation of the writes it makes (mutations run one after another, so the
 * name is current while each runs). Queries are left alone: no per-field work for them.
 */
export function auditOperationPlugin(): ApolloServerPlugin<AppContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        executionDidStart({ operation }) {
          if (operation.operation !== OperationTypeNode.MUTATION) return Promise.resolve();
          return Promise.resolve({
            willResolveField({ info, contextValue }) {
              if (!info.path.prev) auditOperation(contextValue.em, info.fieldName);
            },
          });
        },
      });
    },
  };
}
