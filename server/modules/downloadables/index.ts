// What documents and applications share (a downloadable record: its service, resolver and REST paths), as data
// each of the two features hands in.
import type { Feature } from '../feature.js';

export const downloadables: Feature = {
  name: 'downloadables',
};
