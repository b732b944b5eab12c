import { createContext, useContext } from 'react';
import type { DemoBackend } from '../mocks/browser';

/**
 * Present only in the demo build: the token its backend accepts (the sign-in screen offers it)
 * and the backend's controls, once it has started.
 */
export interface DemoControls {
  token: string;
  backend: Promise<DemoBackend>;
}

export const DemoContext = createContext<DemoControls | null>(null);

export function useDemoControls(): DemoControls | null {
  return useContext(DemoContext);
}
