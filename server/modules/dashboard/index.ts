// The admin dashboard's counts.
import type { Feature } from '../feature.js';
import { DashboardResolver } from './dashboard.resolver.js';

export const dashboard: Feature = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
};
