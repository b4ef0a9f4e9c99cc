// Search's public surface: what the site's header (client/app/layout) may use.
export { SearchBox, SearchLink } from './components/SearchBox';
