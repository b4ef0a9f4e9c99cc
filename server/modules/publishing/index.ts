// Draft and published states, scheduled publishing and SEO fields, shared by products and blog posts.
import type { Feature } from '../feature.js';

export const publishing: Feature = {
  name: 'publishing',
};
