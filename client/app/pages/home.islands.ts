// The home page's islands that its sections below the banner render (client/components/islands.tsx), named here so
// that a page of islands loads their declarations when its script starts (client/app/islands-client.tsx): the
// sections' own chunk is never loaded there. Each feature declares its own (the carousels move by themselves: live
// once on screen; the contact form when touched).
export { BlogCarousel } from '../../features/blog';
export { ContactForm } from '../../features/contact';
export { ProductCarousel } from '../../features/products';
