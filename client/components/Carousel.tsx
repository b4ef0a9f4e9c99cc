import { Box, IconButton, HStack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { LazySwiper, scrollSlides } from './LazySwiper';

/** 1 slide from 0, 2 from 768px, 3 from 1200px; spacing 24; 10 s auto-advance. */
export const CAROUSEL_BREAKPOINTS = { 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } as const;
export const CAROUSEL_SPACING = 24;
export const CAROUSEL_DELAY_MS = 10_000;

// Before Swiper measures (server HTML, first paint) slides already take their final widths: no layout shift.
const presized = {
  '& .swiper:not(.swiper-initialized) .swiper-wrapper': { gap: `${CAROUSEL_SPACING}px` },
  '& .swiper:not(.swiper-initialized) .swiper-slide': {
    width: '100%',
    '@media (min-width: 768px)': { width: `calc((100% - ${CAROUSEL_SPACING}px) / 2)` },
    '@media (min-width: 1200px)': { width: `calc((100% - ${2 * CAROUSEL_SPACING}px) / 3)` },
  },
  '& .swiper-slide': { height: 'auto', display: 'flex' },
};

export interface CarouselProps<T> {
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
}

/** The products and blog carousels: keyboard and arrow buttons, loops only with more than one slide. */
export function Carousel<T>({ items, itemKey, renderItem, label }: CarouselProps<T>) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const loop = items.length > 1;
  return (
    <Box ref={region} role="region" aria-roledescription="carousel" aria-label={label} css={presized}>
      <LazySwiper
        slides={items.map((item) => ({ key: itemKey(item), content: renderItem(item) }))}
        onSwiper={setSwiper}
        spaceBetween={CAROUSEL_SPACING}
        slidesPerView={1}
        breakpoints={CAROUSEL_BREAKPOINTS}
        loop={loop}
        autoplay={loop ? { delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          slideLabelMessage: t('carousel.slideLabel'),
        }}
        watchSlidesProgress
      />
      {loop ? (
        <HStack justify="flex-end" mt="4" gap="2" data-needs-script="">
          <IconButton
            variant="outline"
            rounded="full"
            aria-label={t('carousel.previous')}
            onClick={() => (swiper ? swiper.slidePrev() : scrollSlides(region.current, 'previous'))}
          >
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <IconButton
            variant="outline"
            rounded="full"
            aria-label={t('carousel.next')}
            onClick={() => (swiper ? swiper.slideNext() : scrollSlides(region.current, 'next'))}
          >
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </HStack>
      ) : null}
    </Box>
  );
}
