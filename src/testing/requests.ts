import { server } from '../mocks/node';

/** Records every request that reaches the mock backend, to count them in tests. */
export function recordRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}
