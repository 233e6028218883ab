// The home carousel's banners (our own artwork, 1600×600). Each banner carries its headline in the
// image, so the alt text (the home catalogue's slides.<altKey>) repeats that headline.

export interface Slide {
  src: string;
  altKey: 'slides.bookInMinutes' | 'slides.floodlit' | 'slides.indoor';
}

export const HOME_SLIDES: readonly Slide[] = [
  {
    src: '/images/slides/slide-1.svg',
    altKey: 'slides.bookInMinutes',
  },
  {
    src: '/images/slides/slide-2.svg',
    altKey: 'slides.floodlit',
  },
  {
    src: '/images/slides/slide-3.svg',
    altKey: 'slides.indoor',
  },
];
