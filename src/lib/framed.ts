/**
 * Whether this document is shown inside a frame. A framed console could be a page of another
 * origin dressing it up for click-jacking, on a host that does not send the shipped
 * `frame-ancestors 'none'`; it never takes, asks for or reads the token
 * (docs/decisions/012-session-handoff-threat-model.md).
 */
export function isFramed(win: { readonly top: unknown; readonly self: unknown }): boolean {
  try {
    return win.top !== win.self;
  } catch {
    // Some browsers throw when a frame looks at a top of another origin: framed all the same.
    return true;
  }
}
