export { ProductGrid } from './components/ProductGrid';
