/**
 * The app runs on react-admin's hash router (screens live under /#/). Addresses that arrive as real paths —
 * the identity provider's return to /login/callback?code=… (OpenID Connect forbids a fragment in a
 * redirect URI), the popup's /login/popup-callback, or a bookmarked /security/users — are moved under
 * the hash once, before the router starts, so the spec's routes work either way.
 */
export function adoptPathAsHashRoute(location: Location = window.location, history: History = window.history): void {
  const { pathname, search, hash } = location;
  if (pathname === '/' || pathname === '/index.html' || hash.startsWith('#/')) return;
  history.replaceState(history.state, '', `/#${pathname}${search}`);
}

/** The route the hash router shows (path and query), for return URLs computed outside the router. */
export function currentRoute(location: Location = window.location): string {
  return location.hash.startsWith('#/') ? location.hash.slice(1) : `${location.pathname}${location.search}`;
}
