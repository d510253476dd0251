import type { AuditoriaPage } from '@plataforma/contracts';
import { formatDateTime, StatusMessage } from '@plataforma/shared-ui';
import { DataTable } from '../../../lib/DataTable';
import { PageFooter } from '../../../lib/PageFooter';

const HEADERS = ['Fecha', 'Administrador', 'Acción', 'Entidad', 'ID', 'Resumen'] as const;

interface AuditoriaTableProps {
  result: AuditoriaPage;
  onPageChange: (page: number) => void;
}

/** One page of the log, newest first, with the range text and the pager. */
export function AuditoriaTable({ result, onPageChange }: AuditoriaTableProps) {
  if (result.data.length === 0) return <StatusMessage>No hay acciones registradas con estos filtros.</StatusMessage>;
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
      <PageFooter page={result} noun="acciones" label="Páginas de la auditoría" onPageChange={onPageChange} />
    </>
  );
}

