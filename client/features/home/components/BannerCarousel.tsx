import { Box, Button, Container, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { siteImage } from '../../../../server/shared/image-variants';
import { LazySwiper, scrollSlides } from '../../../components/LazySwiper';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { LinkButton } from '../../../components/LinkButton';
import './banner-carousel.css';

/** A slide: bannerTitle, bannerDescription, buttonText, bannerImage, bannerImageLink. */
export interface BannerSlide {
  title: string;
  description: string;
  button: string;
  image: string;
  imageAlt: string;
  link: string;
}

export const BANNER_DELAY_MS = 10_000;
const mobileVariant = (image: string) => image.replace(/\.jpg$/, '-m.jpg');
const SLIDE_STYLE = { height: '100%', position: 'relative' } as const;

/** One slide: its picture (the first is the home page's LCP: preloaded; the others load when about to show) and texts. */
function BannerSlideContent({ slide, first }: { slide: BannerSlide; first: boolean }) {
  return (
    <>
      <ResponsiveImage
        image={siteImage(slide.image)}
        phoneImage={siteImage(mobileVariant(slide.image))}
        sizes="100vw"
        alt={slide.imageAlt}
        priority={first}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(90deg, rgba(2,17,31,.9) 0%, rgba(2,17,31,.6) 50%, rgba(2,17,31,.15) 100%)"
      />
      <Container maxW="7xl" position="relative" h="full" display="flex" alignItems="center">
        <Stack maxW="2xl" gap="6" pb="16">
          <Heading as={first ? 'h1' : 'h2'} fontSize={{ base: '3xl', md: '5xl', xl: '6xl' }} lineHeight="1.1" fontWeight="bold">
            {slide.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
            {slide.description}
          </Text>
          <Box>
            <LinkButton size="lg" colorPalette="brand">
              <RouterLink to={slide.link}>
                {slide.button} <ArrowRight size={18} aria-hidden="true" />
              </RouterLink>
            </LinkButton>
          </Box>
        </Stack>
      </Container>
    </>
  );
}

/** Full-height banner: 10 s auto-advance that keeps running after interaction, loop, arrows, progress bar, 01 02 03. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const slides = t('banner.slides', { returnObjects: true }) as BannerSlide[];
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const progress = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  return (
    <Box
      ref={section}
      as="section"
      position="relative"
      h={{ base: 'calc(100svh - 4rem)' }}
      minH="520px"
      maxH="900px"
      bg="brand.950"
      color="white"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="banner"
    >
      <LazySwiper
        takeOver="idle"
        slides={slides.map((slide, i) => ({
          key: slide.image,
          style: SLIDE_STYLE,
          content: <BannerSlideContent slide={slide} first={i === 0} />,
        }))}
        onSwiper={(s) => {
          setSwiper(s);
          setActive(s.realIndex);
        }}
        onSlideChange={(s) => setActive(s.realIndex)}
        onAutoplayTimeLeft={(_s, _time, left) => {
          if (progress.current) progress.current.style.transform = `scaleX(${1 - left})`;
        }}
        loop
        autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: t('banner.previous'), nextSlideMessage: t('banner.next') }}
        style={{ height: '100%' }}
      />
      <Container maxW="7xl" position="absolute" bottom="8" left="0" right="0" zIndex="1">
        <Flex align="center" justify="space-between" gap="4" data-needs-script="">
          <HStack gap="4" role="group" aria-label={t('banner.label')}>
            {slides.map((slide, i) => (
              <Button
                key={slide.image}
                variant="plain"
                color={active === i ? 'white' : 'whiteAlpha.600'}
                fontWeight="bold"
                px="0"
                borderBottomWidth="2px"
                borderColor={active === i ? 'white' : 'transparent'}
                borderRadius="0"
                aria-label={`${String(i + 1).padStart(2, '0')}: ${t('banner.goTo', { number: i + 1 })}`}
                aria-current={active === i ? 'true' : undefined}
                onClick={() => (swiper ? swiper.slideToLoop(i) : scrollSlides(section.current, i))}
                data-testid="banner-indicator"
              >
                {String(i + 1).padStart(2, '0')}
              </Button>
            ))}
          </HStack>
          <HStack gap="2" className="banner-arrows" css={{ animation: 'fade-in .4s ease-out .15s both' }}>
            <IconButton
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              rounded="full"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label={t('banner.previous')}
              onClick={() => (swiper ? swiper.slidePrev() : scrollSlides(section.current, 'previous'))}
            >
              <ChevronLeft aria-hidden="true" />
            </IconButton>
            <IconButton
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              rounded="full"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label={t('banner.next')}
              onClick={() => (swiper ? swiper.slideNext() : scrollSlides(section.current, 'next'))}
            >
              <ChevronRight aria-hidden="true" />
            </IconButton>
          </HStack>
        </Flex>
        <Box mt="4" h="2px" bg="whiteAlpha.300" overflow="hidden" aria-hidden="true">
          <Box
            ref={progress}
            className="banner-progress"
            h="full"
            bg="white"
            transformOrigin="left"
            transform="scaleX(0)"
            style={{ animationDuration: `${BANNER_DELAY_MS}ms` }}
            data-testid="banner-progress"
          />
        </Box>
      </Container>
    </Box>
  );
}
