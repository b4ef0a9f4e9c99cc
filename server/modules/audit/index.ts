// The audit log as administrators read it (the trail itself is server/audit-trail).
import type { Feature } from '../feature.js';
import { AuditResolver } from './audit.resolver.js';

export const audit: Feature = {
  name: 'audit',
  resolvers: [AuditResolver],
};
