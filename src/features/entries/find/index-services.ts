/** The session's index and its walker (made in src/app/app-services.ts), handed down. */
import { createContext, useContext } from 'react';
import type { IndexClient } from './index-client';
import type { IndexWalker } from './index-walker';

export const EntryIndexContext = createContext<IndexClient | null>(null);
export const IndexWalkerContext = createContext<IndexWalker | null>(null);

/** The index of the session's entries. */
export const useEntryIndex = (): IndexClient => useContext(EntryIndexContext)!;

/** The walk that reads every entry into the index. */
export const useIndexWalker = (): IndexWalker => useContext(IndexWalkerContext)!;
