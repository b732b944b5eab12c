/**
 * Entries just made in this tab, handed to the search index, which a create cannot import (it
 * lives in the entries screen's chunk): a create's success calls `useEntriesCreated()`'s
 * function, an import's `Show these entries` `useTellCreated()`'s. The index takes them as it
 * starts (`deliverTo`, src/features/entries/find/index-client.ts) and each one after, so it finds
 * them at once, before any list page shows them; entries told before it started wait for it,
 * and are dropped when the session ends or changes hands.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { useServices, type ServiceKind } from '../lib/services';
import { useSession } from './api-context';
import { refreshEntryLists } from './entries';
import type { CreateEntryBody, CreatedEntry, ListItem } from './schemas';

/** Who is told of entries made here: the session's search index. */
export interface CreatedReceiver {
  tellCreated(items: ListItem[]): void;
}

export interface CreatedEntries {
  tell(items: ListItem[]): void;
  /** `receiver` is told what waits and every entry told until the returned stop. */
  deliverTo(receiver: CreatedReceiver): () => void;
}

export const createdEntriesKind: ServiceKind<CreatedEntries, Session> = {
  make: (session) => {
    let receiver: CreatedReceiver | null = null;
    let waiting: ListItem[] = [];
    session.subscribe((token, reason) => {
      if (token === null || reason === 'switched' || reason === 'renewed') waiting = [];
    });
    return {
      tell(items) {
        if (receiver) receiver.tellCreated(items);
        else waiting = [...waiting, ...items];
      },
      deliverTo(next) {
        receiver = next;
        if (waiting.length > 0) next.tellCreated(waiting);
        waiting = [];
        return () => {
          if (receiver === next) receiver = null;
        };
      },
    };
  },
};

/** What a create knows of its entry: the status only the server says, later. */
export function createdItem(
  entry: CreatedEntry,
  body: Pick<CreateEntryBody, 'template' | 'folder_id'>,
): ListItem {
  return { ...entry, type: body.template, status: '', folder_id: body.folder_id };
}

/** Tells the search index of entries made here (their lists were refreshed as they were made). */
export function useTellCreated(): (items: ListItem[]) => void {
  return useServices().get(createdEntriesKind, useSession()).tell;
}

/**
 * What a create's success calls with the entry made and the body it was made from: the lists a
 * person sees are refreshed, and the search index finds the entry at once.
 */
export function useEntriesCreated(): (
  entry: CreatedEntry,
  body: Pick<CreateEntryBody, 'template' | 'folder_id'>,
) => Promise<void> {
  const queryClient = useQueryClient();
  const tell = useTellCreated();
  return (entry, body) => {
    tell([createdItem(entry, body)]);
    return refreshEntryLists(queryClient);
  };
}
