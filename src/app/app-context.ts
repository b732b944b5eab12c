import { createContext, useContext } from 'react';
import type { DemoBackend } from '../mocks/browser';

/** Present only in demo mode: the in-browser backend's controls, once it has started. */
export type DemoControls = Promise<DemoBackend>;

export const DemoContext = createContext<DemoControls | null>(null);

export function useDemoControls(): DemoControls | null {
  return useContext(DemoContext);
}
