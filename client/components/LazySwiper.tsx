import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { SwiperProps } from 'swiper/react';
import 'swiper/css';

type SwiperCode = typeof import('./swiper-code');

export interface LazySlide {
  key: string | number;
  content: ReactNode;
  style?: CSSProperties;
}

export interface LazySwiperProps extends Omit<SwiperProps, 'modules' | 'children'> {
  slides: LazySlide[];
}

let loading: Promise<SwiperCode> | undefined;
const loadSwiper = () => (loading ??= import('./swiper-code'));

/**
 * A Swiper whose code is not part of the page's initial JavaScript. The server and the hydrating browser render the
 * slides in Swiper's own markup (its CSS lays them out as an uninitialised Swiper: first slides in place, no layout
 * shift); once the page is idle, or as soon as the visitor points at or focuses the carousel, Swiper's code loads and
 * takes over with autoplay, keyboard and a11y.
 */
export function LazySwiper({ slides, style, className, ...options }: LazySwiperProps) {
  const [code, setCode] = useState<SwiperCode | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void loadSwiper().then((loaded) => live && setCode(loaded));
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  if (!code) {
    return (
      <div className={['swiper', className].filter(Boolean).join(' ')} style={style} onPointerEnter={loadSwiper} onFocus={loadSwiper}>
        <div className="swiper-wrapper">
          {slides.map((slide) => <div key={slide.key} className="swiper-slide" style={slide.style}>{slide.content}</div>)}
        </div>
      </div>
    );
  }
  const { Swiper, SwiperSlide, modules } = code;
  return (
    <Swiper {...options} modules={modules} style={style} className={className}>
      {slides.map((slide) => <SwiperSlide key={slide.key} style={slide.style}>{slide.content}</SwiperSlide>)}
    </Swiper>
  );
}
