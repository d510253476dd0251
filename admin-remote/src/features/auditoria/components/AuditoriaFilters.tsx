import type { AuditoriaFiltros } from '@plataforma/contracts';
import { Button, SelectField, TextField, media } from '@plataforma/shared-ui';
import styled from 'styled-components';
import type { AuditoriaQuery } from '../auditoriaQuery';

interface AuditoriaFiltersProps {
  query: AuditoriaQuery;
  /** What the selects offer: the admins and actions the log holds. */
  options: AuditoriaFiltros;
  onChange: (changes: Partial<AuditoriaQuery>) => void;
  onClear: () => void;
}

/** Admin, action and a range of days; each change applies at once (and starts at page 1). */
export function AuditoriaFilters({ query, options, onChange, onClear }: AuditoriaFiltersProps) {
  return (
    <Bar role="search" aria-label="Filtrar la auditoría">
      <SelectField label="Administrador" value={query.adminId} onChange={(event) => onChange({ adminId: event.target.value })}>
        <option value="">Todos los administradores</option>
        {options.admins.map((admin) => (
          <option key={admin.id} value={String(admin.id)}>
            {admin.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField label="Acción" value={query.accion} onChange={(event) => onChange({ accion: event.target.value })}>
        <option value="">Todas las acciones</option>
        {options.acciones.map((accion) => (
          <option key={accion} value={accion}>
            {accion}
          </option>
        ))}
      </SelectField>
      <TextField label="Desde" type="date" value={query.desde} max={query.hasta || undefined} onChange={(event) => onChange({ desde: event.target.value })} />
      <TextField label="Hasta" type="date" value={query.hasta} min={query.desde || undefined} onChange={(event) => onChange({ hasta: event.target.value })} />
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
