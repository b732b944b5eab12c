import { useEffect } from 'react';
import { cutText } from './cut-text';

/**
 * Names what is on screen in the browser tab: "<what> — Registry Console". A dialog over a
 * screen names itself and gives the screen's title back when it closes.
 */
export function useDocumentTitle(what: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${cutText(what, 120)} — Registry Console`;
    return () => {
      document.title = before;
    };
  }, [what]);
}
