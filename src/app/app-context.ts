import { createContext, useContext } from 'react';

export interface DemoControls {
  reset: () => void;
}

/** Present only in demo mode: what the shell needs to offer "Reset demo data". */
export const DemoContext = createContext<DemoControls | null>(null);

export function useDemoControls(): DemoControls | null {
  return useContext(DemoContext);
}
