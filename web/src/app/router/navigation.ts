/** Lets non-React code (the notification glue) navigate with the app's router. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;
let pending: { to: string; options?: NavigateOptions } | null = null;
let currentLocation: { pathname: string; search: string; hash: string } | null = null;

/** Installed by the layout; a navigation asked for before the router existed happens now. */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
  if (fn && pending) {
    const { to, options } = pending;
    pending = null;
    fn(to, options);
  }
}

export function setCurrentLocation(loc: { pathname: string; search: string; hash: string }): void {
  currentLocation = loc;
}

export function getCurrentLocation() {
  return currentLocation ?? { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else pending = { to, options };
}
