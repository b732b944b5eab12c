import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { entryHref, paths } from '../../lib/paths';

/** The query parameter older links name an open entry by; they are moved to `/entries/<id>`. */
export const ENTRY_PARAM = 'entry';

interface DetailsLocationState {
  /** This history entry was pushed by opening the details: closing them goes back to it. */
  detailsOpened?: boolean;
}

/**
 * Opens and closes Entry details through the URL: every entry has its own address,
 * `/entries/<id>`, with the list's view (folder, page, order) kept in the query behind it, so
 * Back closes the details and a link reopens them.
 */
export function useEntryDetails() {
  const [searchParams] = useSearchParams();
  const { entryId: routeId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const legacyId = searchParams.get(ENTRY_PARAM) || undefined;
  const entryId = routeId || legacyId;
  // Closing goes Back, which the browser carries out a moment later: an entry opened in that
  // moment would be pushed first and then taken away by that Back. It opens once Back is done.
  const backFrom = useRef<string | null>(null);
  const openAfterBack = useRef<string | null>(null);

  /** The list view's query, without an open entry. */
  function viewSearch() {
    const search = new URLSearchParams(searchParams);
    search.delete(ENTRY_PARAM);
    return search;
  }

  // An older `?entry=<id>` link: the same details at the entry's own address.
  useEffect(() => {
    if (!legacyId) return;
    const search = new URLSearchParams(location.search);
    search.delete(ENTRY_PARAM);
    void navigate(routeId ? `${location.pathname}?${search}` : entryHref(legacyId, search), {
      replace: true,
      state: location.state,
    });
  }, [legacyId, routeId, location, navigate]);

  function detailsHref(id: string) {
    return entryHref(id, viewSearch());
  }

  function open(id: string) {
    if (backFrom.current !== null) {
      openAfterBack.current = id;
      return;
    }
    const state: DetailsLocationState = {
      ...(location.state as object | null),
      detailsOpened: true,
    };
    void navigate(detailsHref(id), { state });
  }

  function close() {
    // Already closed (Back got there first): nothing to undo.
    if (!entryId) return;
    if ((location.state as DetailsLocationState | null)?.detailsOpened) {
      backFrom.current = location.key;
      void navigate(-1);
    } else {
      // Opened from a link: there is no list entry behind it to go back to.
      const query = viewSearch().toString();
      void navigate(`${paths.entries}${query ? `?${query}` : ''}`, {
        replace: true,
        state: location.state,
      });
    }
  }

  useEffect(() => {
    if (backFrom.current === null || backFrom.current === location.key) return;
    backFrom.current = null;
    const id = openAfterBack.current;
    openAfterBack.current = null;
    if (id !== null) open(id);
  });

  return { entryId, detailsHref, open, close };
}
