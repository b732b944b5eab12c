// One page of registry entries, fetched with TanStack Query, with a Previous/Next pager.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const PER_PAGE = 20;
const TOKEN_KEY = 'registry-console:token';

interface Entry {
  id: string;
  title: string;
  type: string;
  status: string;
  created_at: string;
  folder_id?: string;
}

interface EntryPage {
  items: Entry[];
  pagination: { total: number; current_page: number; last_page: number };
}

async function fetchEntries(page: number): Promise<EntryPage> {
  const response = await fetch(`/api/v1/registry/list?page=${page}&limit=${PER_PAGE}`, {
    headers: { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) ?? ''}` },
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const body = (await response.json()) as { data: EntryPage };
  return body.data;
}

const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function EntriesPage() {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['entries', page],
    queryFn: () => fetchEntries(page),
    placeholderData: keepPreviousData,
  });
  const lastPage = data?.pagination.last_page ?? 1;

  return (
    <main>
      <h1>Entries</h1>
      {isPending && <p role="status">Loading entries…</p>}
      {error && (
        <p role="alert" className="error">
          Could not load the entries: {error.message}
        </p>
      )}
      {data && (
        <>
          <table aria-label="Entries" aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Folder</th>
                <th scope="col">Template</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.title}</td>
                  <td>{entry.folder_id ?? '—'}</td>
                  <td>{entry.type}</td>
                  <td>{entry.status}</td>
                  <td>
                    <time dateTime={entry.created_at}>
                      {dates.format(new Date(entry.created_at))}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {lastPage} ({data.pagination.total} entries)
            </span>
            <button type="button" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        </>
      )}
    </main>
  );
}
