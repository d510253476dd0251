import type { AuditoriaPage } from '@plataforma/contracts';
import { formatDateTime, Pager, StatusMessage } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { DataTable } from '../../../lib/DataTable';

const HEADERS = ['Fecha', 'Administrador', 'Acción', 'Entidad', 'ID', 'Resumen'] as const;

interface AuditoriaTableProps {
  result: AuditoriaPage;
  onPageChange: (page: number) => void;
}

/** One page of the log, newest first, with the range text and the pager. */
export function AuditoriaTable({ result, onPageChange }: AuditoriaTableProps) {
  if (result.data.length === 0) return <StatusMessage>No hay acciones registradas con estos filtros.</StatusMessage>;
  const first = (result.page - 1) * result.limit + 1;
  const last = Math.min(result.page * result.limit, result.total);
  return (
    <>
      <DataTable label="Registro de auditoría" headers={HEADERS}>
        {result.data.map((entrada) => (
          <tr key={entrada.id}>
            <td>{formatDateTime(entrada.creadoEn)}</td>
            <td>{entrada.adminNombre}</td>
            <td>{entrada.accion}</td>
            <td>{entrada.entidad}</td>
            <td>{entrada.entidadId ?? '-'}</td>
            <td>{entrada.resumen}</td>
          </tr>
        ))}
      </DataTable>
      <Range>{`Mostrando ${first} a ${last} de ${result.total} acciones`}</Range>
      <Pager page={result.page} totalPages={result.totalPages} onPageChange={onPageChange} label="Páginas de la auditoría" />
    </>
  );
}

const Range = styled.p`
  margin: 1rem 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
