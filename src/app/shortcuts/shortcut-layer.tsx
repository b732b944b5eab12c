import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listen, type ShortcutContext } from './keyboard';
import { LeaveDialog, type LeaveQuestion } from './leave-dialog';

const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/**
 * `/`, `c` and `?` anywhere in the signed-in app, except while typing or in a dialog, with
 * what they open: the list of shortcuts, and the question a shortcut asks before it leaves work
 * behind. The shell loads this just after its first render: nobody presses a key before the
 * screen shows.
 */
export function ShortcutLayer() {
  const navigate = useNavigate();
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  const context = useEffectEvent(
    (): ShortcutContext => ({
      navigate,
      location,
      onHelp: () => setHelpOpen(true),
      onAsk: setQuestion,
    }),
  );

  useEffect(() => listen(context), []);

  return (
    <>
      {helpOpen ? (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      {question ? <LeaveDialog question={question} onClose={() => setQuestion(null)} /> : null}
    </>
  );
}
