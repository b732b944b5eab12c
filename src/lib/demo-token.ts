import { createContext, useContext } from 'react';

/** The token the demo build's backend accepts, which its sign-in screen offers; null when live. */
export const DemoTokenContext = createContext<string | null>(null);

export const useDemoToken = () => useContext(DemoTokenContext);
