import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../lib/config';
import { currentUrl, renderApp } from '../testing/render-app';
import { ConfigErrorScreen } from './config-error';
import { ErrorBoundary } from './error-boundary';

describe('App shell', () => {
  it('shows the product name, the mode and Sign out', async () => {
    renderApp('/entries');
    expect(screen.getByRole('link', { name: 'Registry Console' })).toBeInTheDocument();
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await screen.findByText('Page 1 of 26');
  });

  it('says Live when an API base URL is configured', async () => {
    renderApp('/not-a-page', { config: { apiBaseUrl: 'https://registry.example.com' } });
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('has a 404 page with a way back', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to entries' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
  });

  it('redirects / to the entries list', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
  });

  it('shows a banner while offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/entries');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});

describe('Error boundary', () => {
  it('catches a render error and offers a way back instead of a white page', () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to entries' })).toHaveAttribute(
      'href',
      '/entries',
    );
  });
});

describe('Config error screen', () => {
  it('names each bad key and its problem', () => {
    render(
      <ConfigErrorScreen
        error={
          new ConfigError([
            { key: 'pageSizes.0', problem: 'must be at least 1' },
            {
              key: 'apiBaseUrl',
              problem: 'must be empty (demo mode), a path starting with /, or an http(s) URL',
            },
          ])
        }
        onRetry={async () => {}}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Registry Console cannot start' }),
    ).toBeInTheDocument();
    expect(screen.getByText('pageSizes.0').closest('li')).toHaveTextContent(
      'pageSizes.0 must be at least 1',
    );
    expect(screen.getByText('apiBaseUrl').closest('li')).toHaveTextContent(
      /apiBaseUrl must be empty/,
    );
  });

  it('offers Retry, which loads the configuration again', async () => {
    const onRetry = vi.fn(async () => {});
    render(
      <ConfigErrorScreen
        error={
          new ConfigError([{ key: '(file)', problem: 'config.json could not be read (HTTP 503)' }])
        }
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '(file) config.json could not be read (HTTP 503)',
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    act(() => retry.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled();
  });
});
