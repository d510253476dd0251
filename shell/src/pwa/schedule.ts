/**
 * When the service worker is registered (docs/decisions.md, "Offline and installable"): in a production
 * build, in a browser that has service workers, after the page's `load` event and an idle moment. The
 * registration itself is a chunk of its own, imported then: the first page's JavaScript holds only this.
 */

/** Longest wait for an idle moment after `load`. */
export const IDLE_TIMEOUT_MS = 5_000;

export interface ScheduleOptions {
  /** Only a production build registers: `npm run dev` serves changing files a worker would keep. */
  production?: boolean;
  win?: Window;
  /** The registration module, imported when it is time. */
  load?: () => Promise<{ registerServiceWorker(): Promise<void> }>;
}

const idle = (win: Window) =>
  new Promise<void>((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(resolve, 0);
  });

/** Registers the service worker once the page has loaded and the browser is idle; a failure goes to the console only. */
export function scheduleServiceWorker({
  production = process.env.NODE_ENV === 'production',
  win = window,
  load = () => import(/* webpackChunkName: "sw-register" */ './register'),
}: ScheduleOptions = {}): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const register = () =>
    idle(win)
      .then(load)
      .then((module) => module.registerServiceWorker())
      // The browser's error says what failed (in English, for the console only: the page goes on without).
      .catch(console.warn);
  if (win.document.readyState === 'complete') void register();
  else win.addEventListener('load', () => void register(), { once: true });
}
