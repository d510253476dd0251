import type { Rol } from '@plataforma/contracts';
import { Button, SelectField, TextField, media } from '@plataforma/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

interface UserFiltersProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  rol: Rol | '';
  onRolChange: (rol: Rol | '') => void;
  onClear: () => void;
}

const FILTERS_ID = 'usuarios-filtros';

/** The search box, and behind a toggle the role select and the clear button. */
export function UserFilters({ searchText, onSearchTextChange, rol, onRolChange, onClear }: UserFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <Bar role="search" aria-label="Buscar usuarios">
      <Row>
        <Search
          label="Buscar usuarios"
          type="search"
          placeholder="Buscar por nombre o email..."
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
        <Button variant="secondary" aria-expanded={open} aria-controls={FILTERS_ID} onClick={() => setOpen((v) => !v)}>
          Filtros
        </Button>
      </Row>
      <Row id={FILTERS_ID} hidden={!open}>
        <SelectField label="Rol" value={rol} onChange={(event) => onRolChange(event.target.value as Rol | '')}>
          <option value="">Todos los roles</option>
          <option value="admin">Administrador</option>
          <option value="usuario">Usuario</option>
        </SelectField>
        <Button variant="ghost" onClick={onClear}>
          Limpiar filtros
        </Button>
      </Row>
    </Bar>
  );
}

const Bar = styled.div`
  margin-bottom: 1rem;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  &[hidden] {
    display: none;
  }

  ${media.sm} {
    flex-direction: row;
    align-items: flex-end;
    gap: 0.75rem;

    & > button {
      margin-bottom: 1rem;
    }
  }
`;

const Search = styled(TextField)`
  flex: 1;
`;
