import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ShortcutContext } from './keyboard';

/**
 * `/`, `c` and `?` anywhere in the signed-in app, except while typing or in a dialog. The
 * handler loads just after the first render: nobody presses a key before the screen shows.
 */
export function useShortcuts(onHelp: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const context = useEffectEvent((): ShortcutContext => ({ navigate, location, onHelp }));

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./keyboard').then((keyboard) => {
      if (live) stop = keyboard.listen(context);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
}
