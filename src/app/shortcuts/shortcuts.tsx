import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../lib/services';
import { listen, type LeaveQuestion, type ShortcutContext } from './keyboard';

const LeaveDialog = lazy(() =>
  import('../shell-dialogs').then((m) => ({ default: m.LeaveDialog })),
);
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/**
 * `/`, `c` and `?` anywhere in the signed-in app, except while typing or in a dialog. The shell
 * loads it just after its first render, beside the screen's own parts; it draws the list of
 * shortcuts (`?`) and the question a shortcut asks before it leaves work behind (the same the
 * import screen asks before a link leaves it).
 */
export function Shortcuts() {
  const navigate = useNavigate();
  const location = useLocation();
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  // Each question is a dialog of its own: one asked again the moment the last was closed (its
  // <dialog> shut, not yet taken away) must open, not reuse the closed one.
  const [asked, setAsked] = useState(0);
  const [help, setHelp] = useState(false);
  const { toasts, unsavedWork } = useServices();
  const context = useEffectEvent((): ShortcutContext => ({
    navigate,
    location,
    onHelp: () => setHelp(true),
    onAsk: (next) => {
      setQuestion(next);
      setAsked((n) => n + 1);
    },
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
  const shown = question;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        key={asked}
        what={question.what}
        onConfirm={() => {
          question.leave();
          toasts.show({ message: `Left without keeping ${question.what}.`, tone: 'info' }, 6000);
        }}
        // Only this question: the next may already be asked when this one's close arrives.
        onClose={() => setQuestion((current) => (current === shown ? null : current))}
      />
    </Suspense>
  );
}
