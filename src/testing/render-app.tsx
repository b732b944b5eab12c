import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { App } from '../app/app';
import { createAppServices, type AppServices } from '../app/app-services';
import type { ApiClient } from '../api/api-client';
import type { AppConfig } from '../lib/config';
import { DEMO_TOKEN } from '../lib/demo';
import { backendControls } from '../mocks/backend';
import { defaultSettings } from '../mocks/db';
import { demo as demoBackend } from '../mocks/node';
import { createQueryClient } from '../api/query-client';
import { testApi } from './api';

interface RenderAppOptions {
  /** The signed-in token; null renders signed out. */
  token?: string | null;
  config?: Partial<AppConfig>;
  /** The app's API client (and with it config, session, clock), when the test made its own. */
  api?: ApiClient;
  /** Wraps the app (a provider a screen reads, as the app's root would give it). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The toasts and the record of unsaved work, when the test made its own. */
  services?: AppServices;
}

/**
 * Renders the whole app at a URL, with the real routes, client and the msw backend: the app put
 * together as src/app/start.tsx does it, from `config`, a session signed in with `token` and the clock.
 */
export function renderApp(
  url = '/entries',
  {
    token = DEMO_TOKEN,
    config,
    api: given,
    wrapper: Wrapper = Fragment,
    services: givenServices,
  }: RenderAppOptions = {},
) {
  const api = given ?? testApi({ config });
  if (token) api.session.set(token);
  const router: RouterHandle = {
    location: null as unknown as Location,
    navigate: null as unknown as NavigateFunction,
  };
  const queryClient = createQueryClient(api.retry.reads);
  const services = givenServices ?? createAppServices(api, queryClient);
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <RouterSpy
        onRender={(location, navigate) => {
          router.location = location;
          router.navigate = navigate;
        }}
      />
      <Wrapper>
        <App
          api={api}
          queryClient={queryClient}
          demo={api.config.apiBaseUrl === '' ? demoControls : null}
          services={services}
        />
      </Wrapper>
    </MemoryRouter>,
  );
  return { ...utils, router, queryClient, user, api, session: api.session, services };
}

/** The demo build's controls, over the unit tests' backend. */
const demoControls = {
  token: DEMO_TOKEN,
  backend: Promise.resolve(backendControls(demoBackend.db, defaultSettings)),
};

interface RouterHandle {
  location: Location;
  navigate: NavigateFunction;
}

function RouterSpy({
  onRender,
}: {
  onRender: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect runs in the same commit as the screen it reports: a test that has just found
  // the new screen reads its URL, never the one before it.
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

/** The current URL of the app under test, as path + query. */
export function currentUrl(router: RouterHandle): string {
  return router.location.pathname + router.location.search;
}
