// A CDN in front of the site: public answers are marked for it (server/cache/response-cache.ts) and every committed
// change purges what it touched through CDN_PURGE_URL (cdn-purge-outbox.ts).
import type { Feature } from '../feature.js';
import { cdnConfig, type CdnSettings } from './cdn.config.js';
import { CdnPurge } from './cdn-purge.entity.js';

declare module '../../common/config.js' {
  interface FeatureSettings {
    cdn: CdnSettings;
  }
}

export const cdn: Feature = {
  name: 'cdn',
  entities: [CdnPurge],
  config: cdnConfig,
};
