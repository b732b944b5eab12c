/**
 * The one context the app is given at start (src/app/app.tsx provides it; src/app/start.tsx and, in
 * tests, renderApp create what it holds): the API client, and through it the configuration, the
 * session (the token) and the clock. Components read them with these hooks, never from modules.
 */
import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';
import type { AppConfig } from '../lib/config';
import type { Session } from '../lib/session';

export const ApiContext = createContext<ApiClient | null>(null);

/** Inside <App> only: the app (and renderApp in tests) always provides it. */
export const useApi = (): ApiClient => useContext(ApiContext)!;

export const useConfig = (): AppConfig => useApi().config;

export const useSession = (): Session => useApi().session;
