// The en texts of the public site: one chunk (client/lib/i18n.ts loads it when a page is shown in en).
import { resourcesFrom } from './locale-resources';

export default resourcesFrom(import.meta.glob(['../locales/en/*.json', '!../locales/en/solution-details.json', '!../locales/en/compare.json'], { eager: true, import: 'default' }));
