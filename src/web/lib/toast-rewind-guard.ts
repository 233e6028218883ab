// react-toastify closes a toast when its progress bar's animation ends. A browser also sends
// `animationend`, with an elapsed time of 0, when an animation steps back from its active phase
// into its before phase (CSS Animations 2). Chromium does that to a toast's bar: paused at 0
// while the toast enters, then resumed, its first frame can land a few microseconds before its
// start. The toast then closed about 100 ms after it opened (about 1 in 40 under reduced motion,
// whose entry takes 1 ms), and the player never read it. A bar that really ran out reports its
// whole duration, so an end at 0 is stopped before React's listener sees it.

const PROGRESS_ANIMATION = 'Toastify__trackProgress';

interface AnimationEnd {
  animationName: string;
  elapsedTime: number;
}

/** An `animationend` of a toast's progress bar that is a step back to its start, not its end. */
export function isProgressBarRewind(event: AnimationEnd): boolean {
  return event.animationName === PROGRESS_ANIMATION && event.elapsedTime === 0;
}

/** Drops progress-bar rewinds at `target` (the window) before they reach the page; returns the undo. */
export function guardToastProgressBars(target: EventTarget): () => void {
  const dropRewind = (event: Event) => {
    if (isProgressBarRewind(event as unknown as AnimationEnd)) event.stopImmediatePropagation();
  };
  target.addEventListener('animationend', dropRewind, true);
  return () => target.removeEventListener('animationend', dropRewind, true);
}
