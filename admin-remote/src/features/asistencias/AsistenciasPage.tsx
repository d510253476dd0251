import { Alert, Button, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { loadState } from '../../lib/load-state';
import { useAsistencias } from './api/get-asistencias';
import { AsistenciaForm } from './components/AsistenciaForm';
import { AsistenciasTable } from './components/AsistenciasTable';

/** 'Gestión de Asistencias' (spec-notes §2 "Admin: attendance"): refresh, the registration form and the table. */
export function AsistenciasPage() {
  const asistencias = useAsistencias();
  const list = loadState(asistencias);
  const items = list.data ?? [];

  return (
    <>
      <PageTitle
        actions={
          <Button variant="secondary" onClick={() => void asistencias.refetch()} disabled={list.loading}>
            Actualizar
          </Button>
        }
      >
        Gestión de Asistencias
      </PageTitle>
      <AsistenciaForm />
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {list.loading ? (
        <StatusMessage kind="loading">Cargando asistencias...</StatusMessage>
      ) : items.length === 0 ? (
        !list.error && <StatusMessage>No hay asistencias registradas aún.</StatusMessage>
      ) : (
        <AsistenciasTable items={items} />
      )}
    </>
  );
}
