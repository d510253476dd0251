import type { ReactNode } from 'react';
import { ButtonSummary } from '@plataforma/shared-ui';

interface DisclosureProps {
  /** The visible text of the opener ('Editar', 'Reportar'). */
  summary: string;
  /** Its accessible name when the text alone is not enough ('Reportar el comentario de Luis'). */
  label?: string;
  /** Open as rendered: the page came back with this form's error. */
  open?: boolean;
  children: ReactNode;
}

/**
 * What a button and a dialog do once the page is live, without JavaScript: a `<details>` the browser
 * opens by itself, holding the same form. Its summary is that button's box (ghost, small).
 */
export function Disclosure({ summary, label, open, children }: DisclosureProps) {
  return (
    <details open={open}>
      <ButtonSummary variant="ghost" size="sm" aria-label={label}>
        {summary}
      </ButtonSummary>
      {children}
    </details>
  );
}
