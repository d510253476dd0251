import type { ReactNode } from 'react';
import styled from 'styled-components';

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
 * opens by itself, holding the same form.
 */
export function Disclosure({ summary, label, open, children }: DisclosureProps) {
  return (
    <Details open={open}>
      <summary aria-label={label}>{summary}</summary>
      {children}
    </Details>
  );
}

const Details = styled.details`
  > summary {
    cursor: pointer;
    font-weight: 600;
    font-size: 0.875rem;
    padding: 0.35rem 0.75rem;
  }
`;
