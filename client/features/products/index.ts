// The products feature's public surface: what pages of other features (composed in app/) may use.
export { ProductCard, type ProductCardProps } from './components/ProductCard';
export { ProductCarouselView, type ProductCarouselViewProps } from './components/ProductCarousel';
export { ProductCarousel } from './components/product-carousel-deferred';
export { RecentlyViewed, type RecentlyViewedProps } from './components/recently-viewed-deferred';
export { rememberProduct, useRecentlyViewed, type RecentProduct } from './components/recently-viewed-store';
export { DownloadCatalogButton, type DownloadCatalogButtonProps } from './components/DownloadCatalogButton';
export { CompareBar } from './components/compare-deferred';
