// The audit log as administrators read it (the trail itself is server/audit-trail).
import type { Feature } from '../feature.js';
import { AuditService } from './audit.service.js';
import { AuditResolver } from './audit.resolver.js';

declare module '../services.js' {
  interface Services {
    audit: AuditService;
  }
}

export const audit: Feature = {
  name: 'audit',
  resolvers: [AuditResolver],
  services: (em) => ({ audit: new AuditService(em) }),
};
