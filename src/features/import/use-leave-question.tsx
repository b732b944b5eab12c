/**
 * Leaving the import screen by a link (the header, Back to entries) while a checked file is not
 * sent asks first, in the console's own dialog; closing the tab asks through the browser's own
 * question. (Shortcuts ask through the record of unsaved work, lib/services.ts.)
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** The in-app link a click follows, if it is one this screen's router would take. */
function linkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === `${window.location.pathname}${window.location.search}` ? null : to;
}

export function useLeaveQuestion(what: string | null): ReactNode {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);

  useEffect(() => {
    if (what === null) return;
    const onClick = (event: MouseEvent) => {
      const target = linkOf(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTo(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [what]);

  if (to === null || what === null) return null;
  return (
    <ConfirmDialog
      title="Leave this screen?"
      confirmLabel="Leave"
      onConfirm={() => navigate(to)}
      onClose={() => setTo(null)}
    >
      <p>Leaving drops {what}: they are not kept anywhere. Cancel to keep working with them.</p>
    </ConfirmDialog>
  );
}
