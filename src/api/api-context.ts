/**
 * The one context the app is given at start (src/app/app.tsx provides it; src/main.tsx and, in
 * tests, renderApp create what it holds): the API client, and through it the configuration, the
 * session (the token) and the clock. Components read them with these hooks, never from modules.
 */
import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';
import type { AppConfig } from '../lib/config';
import type { Session } from '../lib/session';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside the app: render it inside <App>');
  return api;
}

export const useConfig = (): AppConfig => useApi().config;

export const useSession = (): Session => useApi().session;
