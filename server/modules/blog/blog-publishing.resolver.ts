// A blog post's publication: its status, and publishing it now, at a time to come, or back to a draft.
import { Resolver } from 'type-graphql';
import { publishingResolver } from '../publishing/publishing.resolver.js';
import { Blog } from './blog.entity.js';

@Resolver(() => Blog)
export class BlogPublishingResolver extends publishingResolver(Blog, 'Blog', 'a blog post') {}
