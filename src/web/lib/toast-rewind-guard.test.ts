import { describe, expect, it } from 'vitest';
import { isProgressBarRewind } from './toast-rewind-guard';

// The guard's effect on a real page (a rewind leaves the toast up) is checked in Chromium by
// the subscription journey; Node's EventTarget does not model capture and propagation.
describe('a toast progress-bar rewind', () => {
  it('is the progress animation ending at 0 s, not one that ran out or another animation', () => {
    expect(isProgressBarRewind({ animationName: 'Toastify__trackProgress', elapsedTime: 0 })).toBe(
      true,
    );
    expect(isProgressBarRewind({ animationName: 'Toastify__trackProgress', elapsedTime: 5 })).toBe(
      false,
    );
    expect(isProgressBarRewind({ animationName: 'Toastify__bounceOutRight', elapsedTime: 0 })).toBe(
      false,
    );
  });
});
