import type { Asistencia } from '@plataforma/contracts';
import { formatDateLong } from '@plataforma/shared-ui';
import { DataTable } from '../../../lib/DataTable';

const HEADERS = ['#', 'Nombre', 'Evento', 'Fecha', 'Distrito', 'Colegio', 'Edad', 'Asistió'] as const;

/** The attendance table (spec-notes §2 "Admin: attendance"); '-' for a missing date or age. */
export function AsistenciasTable({ items }: { items: Asistencia[] }) {
  return (
    <DataTable label="Tabla de asistencias" headers={HEADERS}>
      {items.map((a, index) => (
        <tr key={a.id}>
          <td>{index + 1}</td>
          <td>{a.nombreCompleto}</td>
          <td>{a.tituloEvento}</td>
          {/* A bare day is midnight UTC, so it is shown in UTC to keep the day the admin chose. */}
          <td>{a.fechaEvento ? formatDateLong(a.fechaEvento, 'UTC') : '-'}</td>
          <td>{a.distrito}</td>
          <td>{a.colegio}</td>
          <td>{a.edad ?? '-'}</td>
          <td>{a.asistio ? <span role="img" aria-label="Sí">✅</span> : <span role="img" aria-label="No">❌</span>}</td>
        </tr>
      ))}
    </DataTable>
  );
}
