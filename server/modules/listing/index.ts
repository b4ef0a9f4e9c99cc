// How admin lists filter, sort and page: used by the features that list records.
import type { Feature } from '../feature.js';

export const listing: Feature = {
  name: 'listing',
};
