import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../lib/services';
import { listen, type ShortcutContext } from './keyboard';
import type { LeaveQuestion } from './leave-dialog';

const LeaveDialog = lazy(() => import('./leave-dialog').then((m) => ({ default: m.LeaveDialog })));
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/**
 * `/`, `c` and `?` anywhere in the signed-in app, except while typing or in a dialog. The shell
 * loads it just after its first render, beside the screen's own parts; it draws the list of
 * shortcuts (`?`) and the question a shortcut asks before it leaves work behind.
 */
export function Shortcuts() {
  const navigate = useNavigate();
  const location = useLocation();
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  const [help, setHelp] = useState(false);
  const toasts = useServices().toasts;
  const unsavedWork = useServices().unsavedWork;
  const context = useEffectEvent((): ShortcutContext => ({
    navigate,
    location,
    onHelp: () => setHelp(true),
    onAsk: setQuestion,
    unsavedWork: unsavedWork.current,
  }));

  useEffect(() => listen(context), []);

  if (help) {
    return (
      <Suspense fallback={null}>
        <ShortcutsDialog onClose={() => setHelp(false)} />
      </Suspense>
    );
  }
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
