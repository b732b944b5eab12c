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
import { parseConfig, setConfig, type AppConfig } from '../lib/config';
import { DEMO_TOKEN } from '../lib/demo';
import { createQueryClient } from '../api/query-client';
import { setToken } from '../lib/session';

interface RenderAppOptions {
  /** The signed-in token; null renders signed out. */
  token?: string | null;
  config?: Partial<AppConfig>;
  /** Wraps the app (a provider a screen reads, as the app's root would give it). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Renders the whole app at a URL, with the real routes, client and the msw backend. */
export function renderApp(
  url = '/entries',
  { token = DEMO_TOKEN, config, wrapper: Wrapper = Fragment }: RenderAppOptions = {},
) {
  if (config) setConfig(parseConfig(config));
  if (token) setToken(token);
  const router: RouterHandle = {
    location: null as unknown as Location,
    navigate: null as unknown as NavigateFunction,
  };
  const queryClient = createQueryClient();
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
        <App queryClient={queryClient} demo={null} />
      </Wrapper>
    </MemoryRouter>,
  );
  return { ...utils, router, queryClient, user };
}

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
