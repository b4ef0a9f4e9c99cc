// The blog's public surface: what pages outside this feature (home, resources) may use.
export { BlogCard, type BlogCardData, type BlogCardProps } from './components/BlogCard';
export { BlogCarousel, BlogCarouselView } from './components/BlogCarousel';
export { BlogGrid, BlogGridView } from './components/BlogGrid';
