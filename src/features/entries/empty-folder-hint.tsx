import { closeFolder } from '../../lib/folder-close';
import { useConfig } from '../../api/api-context';

interface EmptyFolderHintProps {
  folder: string;
  onFolder: (folder: string) => void;
}

/** An empty folder's words: the named folder it may be a typo of, when one is close. */
export function EmptyFolderHint({ folder, onFolder }: EmptyFolderHintProps) {
  const close = closeFolder(useConfig(), folder);
  return (
    <>
      Nothing is filed in{' '}
      <strong className="break">
        <bdi>{folder}</bdi>
      </strong>{' '}
      yet.{' '}
      {close ? (
        <>
          Did you mean{' '}
          <button type="button" className="button button-link" onClick={() => onFolder(close.id)}>
            <bdi>
              {close.label && close.label !== close.id ? `${close.label} (${close.id})` : close.id}
            </bdi>
          </button>
          ? Or create the first entry here.
        </>
      ) : (
        'Check the spelling, or create the first entry.'
      )}
    </>
  );
}
