/**
 * What the search index learns, handed to it by those who cannot import it (it lives in the
 * entries screen's chunk): each page of a list read through its query (`heard`, entries.ts) and
 * each entry made here (`tell`: a create's success through `useEntriesCreated()`, an import's
 * `Show these entries` through `useTellCreated()`). The index takes them as it starts
 * (`deliverTo`, src/features/entries/find/index-client.ts). What comes before then waits for it,
 * in order (the latest answer of each page), and is dropped when the session ends or changes
 * hands.
 */
import type { Session } from '../lib/session';
import { createContext, useContext } from 'react';
import type { CreateEntryBody, CreatedEntry, EntryList, ListItem, ListParams } from './schemas';

/** The session's search index, as those who hand it what it learns see it. */
export interface IndexReceiver {
  heard(list: EntryList, params: Pick<ListParams, 'folder_id'>): void;
  tellCreated(items: ListItem[]): void;
}

export interface IndexInbox {
  heard(list: EntryList, params: Pick<ListParams, 'folder_id'>): void;
  tell(items: ListItem[]): void;
  /** `receiver` is told what waits and everything handed in until the returned stop. */
  deliverTo(receiver: IndexReceiver): () => void;
}

/** The session's inbox, made where the app is put together (src/app/app-services.ts). */
export function createIndexInbox(session: Session): IndexInbox {
  let receiver: IndexReceiver | null = null;
  const waiting = new Map<string | symbol, (to: IndexReceiver) => void>();
  session.subscribe((token, reason) => {
    if (token === null || reason === 'switched' || reason === 'renewed') waiting.clear();
  });
  return {
    heard(list, params) {
      if (receiver) return receiver.heard(list, params);
      // A page read again (a poll) waits once, with its latest answer, after what came before.
      const page = JSON.stringify(params);
      waiting.delete(page);
      waiting.set(page, (to) => to.heard(list, params));
    },
    tell(items) {
      if (receiver) receiver.tellCreated(items);
      else waiting.set(Symbol(), (to) => to.tellCreated(items));
    },
    deliverTo(next) {
      receiver = next;
      waiting.forEach((deliver) => deliver(next));
      waiting.clear();
      return () => {
        if (receiver === next) receiver = null;
      };
    },
  };
}

export const IndexInboxContext = createContext<IndexInbox | null>(null);

export const useIndexInbox = (): IndexInbox => useContext(IndexInboxContext)!;

/** What a create knows of its entry: the status only the server says, later. */
export function createdItem(
  entry: CreatedEntry,
  body: Pick<CreateEntryBody, 'template' | 'folder_id'>,
): ListItem {
  return { ...entry, type: body.template, status: '', folder_id: body.folder_id };
}
