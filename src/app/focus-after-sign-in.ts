import { useEffect } from 'react';
import { subscribe } from '../lib/session';

// Set by a sign-in, used by the first screen after it.
let signedInJustNow = false;
subscribe((token) => {
  signedInJustNow = token !== null;
});

const MAX_FRAMES = 120;

/**
 * After sign-in the form that had focus is gone, and focus would fall to <body>: put it on the
 * new screen's heading instead, once it renders (the create form loads on demand).
 */
export function useFocusHeadingAfterSignIn() {
  useEffect(() => {
    if (!signedInJustNow) return;
    let frames = 0;
    let frame = 0;
    const attempt = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      // Someone is already somewhere: leave focus alone.
      const free = !document.activeElement || document.activeElement === document.body;
      if (heading || !free || frames++ >= MAX_FRAMES) {
        signedInJustNow = false;
        if (!heading || !free) return;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      } else {
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, []);
}
