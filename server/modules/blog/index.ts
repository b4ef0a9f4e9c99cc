// Blog posts: the entity, its GraphQL type with publishing, and the old site's blog paths.
import type { Feature } from '../feature.js';
import { BlogService } from './blog.service.js';
import { BlogPublishingResolver } from './blog-publishing.resolver.js';
import { Blog } from './blog.entity.js';
import { BlogResolver } from './blog.resolver.js';
import { blogRoutes } from './blog.routes.js';

declare module '../services.js' {
  interface Services {
    blogs: BlogService;
  }
}

export const blog: Feature = {
  name: 'blog',
  entities: [Blog],
  resolvers: [BlogResolver, BlogPublishingResolver],
  routes: blogRoutes,
  services: (em, deps) => ({ blogs: new BlogService(em, deps.storage) }),
};
