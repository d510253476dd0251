import { AFILIACION_ESTADOS, type AfiliacionEstado } from '@plataforma/contracts';
import { SelectField, TextField } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { FilterBar } from '../../../lib/FilterBar';
import type { ListFilters } from '../../../lib/useListFilters';
import { ESTADO_LABELS } from './estado';

/** The search box (a name, or a whole carnet: the API never matches part of one) and the estado select. */
export function AfiliacionFilters({ filters }: { filters: ListFilters<AfiliacionEstado> }) {
  return (
    <FilterBar label="Filtrar solicitudes de afiliación" onClear={filters.clear}>
      <Search label="Buscar por nombre o CI" type="search" value={filters.searchText} onChange={(event) => filters.setSearchText(event.target.value)} />
      <SelectField label="Estado" value={filters.value} onChange={(event) => filters.setValue(event.target.value as AfiliacionEstado | '')}>
        <option value="">Todos</option>
        {AFILIACION_ESTADOS.map((estado) => (
          <option key={estado} value={estado}>
            {ESTADO_LABELS[estado]}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}

const Search = styled(TextField)`
  flex: 1;
`;
