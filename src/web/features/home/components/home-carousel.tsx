import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarousel } from '../hooks/use-carousel';
import { HOME_SLIDES } from '../slides';

// Spec §2 home carousel: 3 slides, arrows on hover, dots that jump, auto-advance with wrap, swipe.
// Arrows also show while anything in the carousel has keyboard focus and always on touch screens;
// on phones they sit at the bottom, beside the dots, so they never cover the banner's headline.
const arrowClass =
  'absolute bottom-1.5 z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/85 text-emerald-800 shadow-lg backdrop-blur transition hover:bg-white focus-visible:opacity-100 focus-visible:outline-white opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 pointer-coarse:opacity-100 sm:top-1/2 sm:bottom-auto sm:size-11 sm:-translate-y-1/2';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-6">
      <path
        fillRule="evenodd"
        d={
          direction === 'left'
            ? 'M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z'
            : 'M7.2 4.2a.75.75 0 0 1 1.06 0l5.27 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}

export function HomeCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { t } = useTranslation('home');
  const paused = hovered || focused;
  const count = HOME_SLIDES.length;
  const { index, goTo, next, prev, touchHandlers } = useCarousel(count, paused);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="group relative overflow-hidden bg-emerald-950"
      // Only a real mouse pauses on hover: a tap on a phone must not leave the carousel paused.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="touch-pan-y overflow-hidden" {...touchHandlers}>
        <div
          aria-live={paused ? 'polite' : 'off'}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {HOME_SLIDES.map((slide, slideIndex) => {
            const current = slideIndex === index;
            return (
              <div
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slideOf', { index: slideIndex + 1, count })}
                aria-hidden={!current}
                inert={!current}
                data-current={current || undefined}
                className="w-full shrink-0"
              >
                <img
                  src={slide.src}
                  alt={t(slide.altKey)}
                  width={1600}
                  height={600}
                  draggable={false}
                  fetchPriority={slideIndex === 0 ? 'high' : 'low'}
                  className="block aspect-[4/3] w-full object-cover object-left select-none sm:aspect-[16/9] md:aspect-[8/3]"
                />
              </div>
            );
          })}
        </div>
      </div>

      <button
        type="button"
        aria-label={t('carousel.previous')}
        onClick={prev}
        className={`${arrowClass} left-3 sm:left-5`}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        aria-label={t('carousel.next')}
        onClick={next}
        className={`${arrowClass} right-3 sm:right-5`}
      >
        <Chevron direction="right" />
      </button>

      {/* Each dot is a 32 px target (WCAG 2.5.8 asks for 24 px), however small the dot drawn. */}
      <div className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2 gap-1 sm:bottom-4">
        {HOME_SLIDES.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            <button
              key={slide.src}
              type="button"
              aria-label={t('carousel.goTo', { index: slideIndex + 1 })}
              aria-current={current ? 'true' : undefined}
              onClick={() => goTo(slideIndex)}
              className="group/dot inline-flex h-8 min-w-8 items-center justify-center px-1 focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full shadow transition-all duration-300 ${
                  current ? 'w-8 bg-white' : 'w-2.5 bg-white/55 group-hover/dot:bg-white/80'
                }`}
              />
            </button>
          );
        })}
      </div>
    </section>
  );
}
