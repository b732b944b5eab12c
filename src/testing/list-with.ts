import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';

/** The list endpoint answers every request with these items: one page, unless told otherwise. */
export function listWith(
  items: unknown[],
  pagination = {
    total: items.length,
    per_page: 10,
    current_page: 1,
    last_page: 1,
    has_more_pages: false,
  },
) {
  server.use(
    http.get('*/api/v1/registry/list', () =>
      HttpResponse.json({ message: 'OK', data: { items, pagination } }),
    ),
  );
}
