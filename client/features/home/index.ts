export { AboutSection } from './components/AboutSection';
export { BannerCarousel } from './components/BannerCarousel';
