// The tr texts of the public site: one chunk (client/lib/i18n.ts loads it when a page is shown in tr).
import { resourcesFrom } from './locale-resources';

export default resourcesFrom(import.meta.glob(['../locales/tr/*.json', '!../locales/tr/solution-details.json', '!../locales/tr/compare.json'], { eager: true, import: 'default' }));
