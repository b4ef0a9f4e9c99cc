// Swiper's code, loaded by LazySwiper after the page is interactive: its own chunk, never initial JavaScript.
import { A11y, Autoplay, Keyboard } from 'swiper/modules';

export { Swiper, SwiperSlide } from 'swiper/react';
/** What every carousel of the site uses: auto-advance, keyboard and screen-reader support. */
export const modules = [Autoplay, Keyboard, A11y];
