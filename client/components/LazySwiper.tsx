import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperProps } from 'swiper/react';
import 'swiper/css';
import './lazy-swiper.css';

type SwiperCode = typeof import('./swiper-code');

export interface LazySlide {
  key: string | number;
  content: ReactNode;
  style?: CSSProperties;
}

export interface LazySwiperProps extends Omit<SwiperProps, 'modules' | 'children'> {
  slides: LazySlide[];
  /**
   * When Swiper takes over by itself: once the page is idle (a carousel on screen as the page opens), or once the
   * carousel comes near the screen (one further down). Pointing at, touching or focusing it takes over at once.
   */
  takeOver?: 'idle' | 'visible';
}

let loading: Promise<SwiperCode> | undefined;
const loadSwiper = () => (loading ??= import('./swiper-code'));

/** The slides' own scroller while Swiper has not taken over (lazy-swiper.css): the server's HTML, or before its code came. */
const scrollerIn = (box: HTMLElement | null) =>
  box?.querySelector<HTMLElement>('.swiper:not(.swiper-initialized) > .swiper-wrapper') ?? null;

/** The slide the scroller shows first (0 when there is none). */
function shownSlide(scroller: HTMLElement | null): number {
  const first = scroller?.firstElementChild as HTMLElement | null;
  if (!scroller || !first) return 0;
  return Math.round(scroller.scrollLeft / (first.offsetWidth + (parseFloat(getComputedStyle(scroller).columnGap) || 0)));
}

/**
 * An arrow or an indicator pressed before Swiper has taken over: the slides' scroller goes there itself (around at
 * either end, as the carousels loop), and Swiper, when it comes, starts from the slide shown.
 */
export function scrollSlides(box: HTMLElement | null, to: 'next' | 'previous' | number): void {
  const scroller = scrollerIn(box);
  const slides = scroller?.children.length ?? 0;
  if (!scroller || !slides) return;
  const at = shownSlide(scroller);
  const target = typeof to === 'number' ? to : (at + (to === 'next' ? 1 : -1) + slides) % slides;
  const slide = scroller.children[target] as HTMLElement;
  scroller.scrollTo({ left: slide.offsetLeft - (scroller.firstElementChild as HTMLElement).offsetLeft, behavior: 'smooth' });
}

/**
 * A Swiper whose code is not part of the page's initial JavaScript. The server and the hydrating browser render the
 * slides in Swiper's own markup (its CSS lays them out as an uninitialised Swiper: first slides in place, no layout
 * shift); then Swiper's code loads and takes over with autoplay, keyboard and a11y. A carousel further down takes over
 * only when it comes near the screen: a phone spends no main-thread time on one that nobody scrolls to.
 */
export function LazySwiper({ slides, style, className, takeOver = 'visible', ...options }: LazySwiperProps) {
  const [code, setCode] = useState<SwiperCode | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  // Where the visitor had scrolled the slides to before Swiper came: it takes over there.
  const [initialSlide, setInitialSlide] = useState(0);
  // The page's script was started for this carousel's first move (client/boot-after-paint.js): Swiper makes it.
  const moveDue = useRef(false);
  const load = useCallback(
    () =>
      void loadSwiper().then((loaded) => {
        if (!live.current) return;
        moveDue.current = root.current !== null && window.pageStartedBy === root.current;
        setInitialSlide(shownSlide(scrollerIn(root.current?.parentElement ?? null)));
        setCode(() => loaded);
      }),
    [],
  );

  useEffect(() => {
    live.current = true;
    const stop = () => void (live.current = false);
    if (takeOver === 'visible' && typeof IntersectionObserver !== 'undefined' && root.current) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          load();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(root.current);
      return () => {
        stop();
        observer.disconnect();
      };
    }
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 200);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [takeOver, load]);

  if (!code) {
    return (
      <div
        ref={root}
        className={['swiper', className].filter(Boolean).join(' ')}
        style={style}
        // One that moves by itself starts the page's code for its first move (client/boot-after-paint.js).
        data-moves-after={options.autoplay ? (options.autoplay === true ? 3000 : (options.autoplay.delay ?? 3000)) : undefined}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
      >
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide" style={slide.style}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    );
  }
  const { Swiper, SwiperSlide, modules } = code;
  const onSwiper = (swiper: SwiperInstance) => {
    options.onSwiper?.(swiper);
    if (!moveDue.current) return;
    moveDue.current = false;
    swiper.slideNext();
  };
  return (
    <Swiper {...options} initialSlide={initialSlide} onSwiper={onSwiper} modules={modules} style={style} className={className}>
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} style={slide.style}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
