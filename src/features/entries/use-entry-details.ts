import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The open entry lives in the URL, so Back closes the details and a link reopens them. */
export const ENTRY_PARAM = 'entry';

interface DetailsLocationState {
  /** This history entry was pushed by opening the details: closing them goes back to it. */
  detailsOpened?: boolean;
}

/** Opens and closes Entry details through the URL. */
export function useEntryDetails() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const entryId = searchParams.get(ENTRY_PARAM) || undefined;

  function withEntry(id: string) {
    const search = new URLSearchParams(searchParams);
    search.set(ENTRY_PARAM, id);
    return search;
  }

  function detailsHref(id: string) {
    return `${location.pathname}?${withEntry(id)}`;
  }

  function open(id: string) {
    const state: DetailsLocationState = {
      ...(location.state as object | null),
      detailsOpened: true,
    };
    setSearchParams(withEntry(id), { state });
  }

  function close() {
    // Already closed (Back got there first): nothing to undo.
    if (!entryId) return;
    if ((location.state as DetailsLocationState | null)?.detailsOpened) {
      navigate(-1);
    } else {
      // Opened from a link: there is no list entry behind it to go back to.
      const search = new URLSearchParams(searchParams);
      search.delete(ENTRY_PARAM);
      setSearchParams(search, { replace: true, state: location.state });
    }
  }

  return { entryId, detailsHref, open, close };
}
