import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** One titled card of /perfil: a landmark named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Frame>
  );
}

/** Buttons of a section's form, wrapping on a narrow phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

export const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Frame = styled.section`
  min-width: 0;
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: 1.2rem; margin: 0 0 1rem; }
  h3 { font-size: 1rem; margin: 1rem 0 0; }
`;

/** A section's list of items (sessions, events), one per row with its buttons. */
export const List = styled.ul`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
