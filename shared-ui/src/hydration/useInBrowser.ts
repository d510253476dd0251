import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after: what only works with JavaScript (a dialog)
 * replaces its server-rendered stand-in once the page is live, and the server's HTML and the hydrating
 * render still agree.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
