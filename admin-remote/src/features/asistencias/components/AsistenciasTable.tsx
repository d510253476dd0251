import type { Asistencia } from '@plataforma/contracts';
import { Button, formatDateLong } from '@plataforma/shared-ui';
import { useState } from 'react';
import { DataTable } from '../../../lib/DataTable';
import { AsistenciaEditModal } from './AsistenciaEditModal';

/**
 * The attendance table (spec-notes §2 "Admin: attendance"); '-' for a missing date or age (a check-in
 * from an event's sign-ups has no age until an admin fills it in through 'Editar').
 */
export function AsistenciasTable({ items }: { items: Asistencia[] }) {
  const [editing, setEditing] = useState<Asistencia | null>(null);
  return (
    <>
      <DataTable label="Tabla de asistencias" headers={['#', 'Nombre', 'Evento', 'Fecha', 'Distrito', 'Colegio', 'Edad', 'Asistió', 'Acciones']}>
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
            <td>
              <Button size="sm" variant="secondary" onClick={() => setEditing(a)} aria-label={`Editar asistencia de ${a.nombreCompleto}`}>
                Editar
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && <AsistenciaEditModal asistencia={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
