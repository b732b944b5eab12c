import { lazy, Suspense } from 'react';

// Only an empty folder needs it (it compares the folder with the named ones).
const EmptyFolderHint = lazy(() =>
  import('./empty-folder-hint').then((m) => ({ default: m.EmptyFolderHint })),
);

interface EmptyFolderNoteProps {
  folder: string;
  onFolder: (folder: string) => void;
}

/** What an empty folder says: its name, and a named folder it may be a typo of. */
export function EmptyFolderNote(props: EmptyFolderNoteProps) {
  return (
    <Suspense
      fallback={
        <>
          Nothing is filed in <strong className="break">{props.folder}</strong> yet.
        </>
      }
    >
      <EmptyFolderHint {...props} />
    </Suspense>
  );
}
