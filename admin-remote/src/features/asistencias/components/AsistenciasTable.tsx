import type { Asistencia } from '@plataforma/contracts';
import { formatDateLong } from '@plataforma/shared-ui';
import styled from 'styled-components';

/** The attendance table (spec-notes §2 "Admin: attendance"); '-' for a missing date. */
export function AsistenciasTable({ items }: { items: Asistencia[] }) {
  // The box scrolls sideways on narrow screens: focusable and named, so the keyboard can scroll it too.
  return (
    <Scroll role="region" aria-label="Tabla de asistencias" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {['#', 'Nombre', 'Evento', 'Fecha', 'Distrito', 'Colegio', 'Edad', 'Asistió'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
`;
