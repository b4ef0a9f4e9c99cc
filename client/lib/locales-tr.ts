// The tr texts of the public site: one chunk (client/lib/i18n.ts loads it when a page is shown in tr), less those only
// some pages load (client/lib/page-texts.ts) and those only the server writes (server-pages: its unavailable and busy pages; mail: the accounts' mails).
import { resourcesFrom } from './locale-resources';

export default resourcesFrom(
  import.meta.glob(
    [
      '../locales/tr/*.json',
      '!../locales/tr/{solution-details,compare,quote,privacy,home,contact,resources,search-page,applications,documents,server-pages,mail}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
