// The blog's public surface: what pages outside this feature (home, resources) may use.
export { BlogCard, type BlogCardData, type BlogCardProps } from './components/BlogCard';
export { BlogCarouselView } from './components/BlogCarousel';
export { BlogCarousel } from './components/blog-carousel-deferred';
export { BlogGrid, BlogGridView } from './components/BlogGrid';
