import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToasts } from '../../lib/toast';
import { useUnsavedWorkRecord } from '../../lib/unsaved-work';
import type { ShortcutContext } from './keyboard';
import type { LeaveQuestion } from './leave-dialog';

const LeaveDialog = lazy(() => import('./leave-dialog').then((m) => ({ default: m.LeaveDialog })));

/**
 * `/`, `c` and `?` anywhere in the signed-in app, except while typing or in a dialog. The
 * handler loads just after the first render: nobody presses a key before the screen shows.
 * Returns the question a shortcut asks before it leaves work behind, for the shell to show.
 */
export function useShortcuts(onHelp: () => void): ReactNode {
  const navigate = useNavigate();
  const location = useLocation();
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  const toasts = useToasts();
  const unsavedWork = useUnsavedWorkRecord();
  const context = useEffectEvent((): ShortcutContext => ({
    navigate,
    location,
    onHelp,
    onAsk: setQuestion,
    unsavedWork: unsavedWork.current,
  }));

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

  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        question={{
          ...question,
          leave: () => {
            question.leave();
            toasts.show({ message: `Left without keeping ${question.what}.`, tone: 'info' }, 6000);
          },
        }}
        onClose={() => setQuestion(null)}
      />
    </Suspense>
  );
}
