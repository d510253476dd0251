import { Button, media } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filtrar la auditoría'. */
  label: string;
  onClear: () => void;
  /** The fields; each change applies at once. */
  children: ReactNode;
}

/** An admin list's filters and 'Limpiar filtros': one under another on a phone, in a row from the sm breakpoint. */
export function FilterBar({ label, onClear, children }: FilterBarProps) {
  return (
    <Bar role="search" aria-label={label}>
      {children}
      <Button variant="ghost" onClick={onClear}>
        Limpiar filtros
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1rem;

  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.75rem;

    & > button {
      margin-bottom: 1rem;
    }
  }
`;
