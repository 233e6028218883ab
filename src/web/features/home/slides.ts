// The home carousel's banners (our own artwork, 1600×600). Each banner carries its headline in the
// image, so the alt text repeats that headline.

export interface Slide {
  src: string;
  alt: string;
}

export const HOME_SLIDES: readonly Slide[] = [
  {
    src: '/images/slides/slide-1.svg',
    alt: 'Mumbai turfs: book your turf in minutes. Cricket, football and badminton from Borivali to Bandra.',
  },
  {
    src: '/images/slides/slide-2.svg',
    alt: 'Floodlit football: play under the lights. Floodlit turfs across Mumbai, open till midnight.',
  },
  {
    src: '/images/slides/slide-3.svg',
    alt: 'Indoor courts: every sport, every evening. Half-hour slots from 6 AM to midnight, seven days a week.',
  },
];
