// What documents and applications share (a downloadable record, its REST paths): used by those two features.
import type { Feature } from '../feature.js';

export const downloads: Feature = {
  name: 'downloads',
};
