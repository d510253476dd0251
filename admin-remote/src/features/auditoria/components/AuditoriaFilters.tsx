import type { AuditoriaFiltros } from '@plataforma/contracts';
import { SelectField, TextField } from '@plataforma/shared-ui';
import { FilterBar } from '../../../lib/FilterBar';
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
    <FilterBar label="Filtrar la auditoría" onClear={onClear}>
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
    </FilterBar>
  );
}
