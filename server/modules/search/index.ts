// Site search: its index's entities and the search query.
import type { Feature } from '../feature.js';
import { SearchService } from './search.service.js';
import { SearchEntry } from './search-entry.entity.js';
import { SearchWord } from './search-word.entity.js';
import { SearchResolver } from './search.resolver.js';

declare module '../services.js' {
  interface Services {
    search: SearchService;
  }
}

export const search: Feature = {
  name: 'search',
  entities: [SearchEntry, SearchWord],
  resolvers: [SearchResolver],
  services: (em) => ({ search: new SearchService(em) }),
};
