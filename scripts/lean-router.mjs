// react-router's production build declares its components as `var Link = React.forwardRef(…)`
// followed by `Link.displayName = "Link"`. A bundler must keep both for every component, used or
// not: it cannot know that forwardRef has no side effects, and a write to a property is one.
// So Link, NavLink, Form and ScrollRestoration, with the route prefetching, form submission and
// framework-mode code they reach, stayed in the first load of an app that renders none of them
// (decision 011). This plugin marks those calls pure, as React's own JSX calls are, and drops the
// displayName writes, which only React DevTools reads. Builds only: the dev server and tests run
// react-router's development build untouched.

/** react-router's production files, where the plugin applies. */
export const ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

const FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * The source with top-level `forwardRef` declarations marked pure and top-level displayName
 * writes removed, and how many of each it changed.
 */
export function leanRouterSource(code) {
  let pure = 0;
  let names = 0;
  const out = code
    .replace(FORWARD_REF, (_all, head, call) => {
      pure += 1;
      return `${head}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    });
  return { code: out, pure, names };
}

/** The Vite plugin: applies leanRouterSource to react-router's production files in builds. */
export function leanRouter() {
  return {
    name: 'registry-console:lean-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_PRODUCTION.test(id)) return null;
      const lean = leanRouterSource(code);
      if (lean.pure === 0 && lean.names === 0) return null;
      return { code: lean.code, map: null };
    },
  };
}
