declare global {
  interface Window {
    /** Buttons clicked on a server-rendered page before its scripts ran, kept by the page's inline loader. */
    pjEarlyClicks?: HTMLElement[];
  }
}

/**
 * Clicks again the buttons a visitor clicked before the page's scripts ran (the inline loader of
 * api/src/plugins/ssr/scriptsAfterLoad.ts keeps them), once hydration has started: React then hydrates
 * at once what the click needs and runs its handler, so a tap on the phone menu or a vote during the
 * first second is not lost. The loader stops keeping clicks from here on; a button no longer in the
 * page (the page was rendered on the client instead) is skipped.
 */
export function replayEarlyClicks(): void {
  const clicked = window.pjEarlyClicks ?? [];
  window.pjEarlyClicks = undefined;
  for (const button of clicked) {
    if (button.isConnected) button.click();
  }
}
