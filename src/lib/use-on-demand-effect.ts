import { useEffect, type DependencyList } from 'react';

/**
 * An effect whose code loads on demand, just after the render that needs it: `load` imports the
 * module, `run` starts the effect with it and may return its clean-up. Cleaned up before the
 * module arrived, it never runs. Something nobody can notice before the screen shows (a key
 * handler, focus on the new screen's heading) can so stay out of the first load.
 */
export function useOnDemandEffect<M>(
  load: () => Promise<M>,
  run: (module: M) => (() => void) | void,
  deps: DependencyList,
): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | void;
    void load().then(
      (module) => {
        if (live) stop = run(module);
      },
      // Not loadable (offline, a new deploy): the screen works without it.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
    // The caller names what the effect depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
