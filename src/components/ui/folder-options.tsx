import type { FolderOption } from '../../lib/config';

/** Suggestions for a Folder field: the id is what goes in, the label helps find it. */
export function FolderOptions({ id, folders }: { id: string; folders: readonly FolderOption[] }) {
  return (
    <datalist id={id}>
      {folders.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.label && folder.label !== folder.id ? folder.label : undefined}
        </option>
      ))}
    </datalist>
  );
}
