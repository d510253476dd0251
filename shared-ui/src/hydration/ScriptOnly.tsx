import type { ReactNode } from 'react';
import { SSR_DOM } from '@plataforma/contracts';

/**
 * What only scripts bring (a chart drawn in the browser, the text saying it is on its way): rendered by
 * the server too, so nothing moves when the scripts arrive, and hidden by the page's `<noscript>` style
 * when scripting is off, where it would never come.
 */
export function ScriptOnly({ children }: { children: ReactNode }) {
  return <div {...{ [SSR_DOM.scriptOnlyAttribute]: '' }}>{children}</div>;
}
