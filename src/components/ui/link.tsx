import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/** A click the page should handle itself: a plain left click that opens nothing new. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a screen of the console: a real `<a href>` (so it can be opened in a new tab,
 * copied or middle-clicked) that moves within the app on a plain click. React Router's own
 * `Link` also carries its framework mode's route prefetching, view transitions and link
 * discovery, which this console does not use; leaving them out keeps them out of the first load.
 * Like Router's, a link to where the person already is replaces that history entry.
 */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const here = useLocation();
  const path = useResolvedPath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const same =
      here.pathname === path.pathname && here.search === path.search && here.hash === path.hash;
    navigate(to, { replace: replace ?? same, state });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
