import { SSR_DOM } from '@plataforma/contracts';

declare global {
  interface Window {
    /** Buttons clicked on a server-rendered page before its scripts ran, kept by the page's inline loader. */
    [SSR_DOM.earlyClicksGlobal]?: HTMLElement[];
  }
}

/** Closes the loader's list (it keeps no click from here on) and returns what it kept. */
function takeEarlyClicks(): HTMLElement[] {
  const clicked = window[SSR_DOM.earlyClicksGlobal] ?? [];
  window[SSR_DOM.earlyClicksGlobal] = undefined;
  return clicked;
}

/**
 * Clicks again the buttons a visitor clicked before the page's scripts ran (the inline loader of
 * api/src/plugins/ssr/scriptsAfterLoad.ts keeps them), once hydration has started: React then hydrates
 * at once what the click needs and runs its handler, so a tap on the phone menu or a vote during the
 * first second is not lost. A button no longer in the page is skipped.
 */
export function replayEarlyClicks(): void {
  for (const button of takeEarlyClicks()) {
    if (button.isConnected) button.click();
  }
}

/** The server's page is replaced by a client render: its kept clicks name buttons that are going away. */
export function forgetEarlyClicks(): void {
  takeEarlyClicks();
}
