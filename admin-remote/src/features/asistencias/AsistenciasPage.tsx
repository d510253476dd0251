import { Alert, Button, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useEntityList } from '../../lib/useEntityList';
import { listAsistencias } from './api/list-asistencias';
import { AsistenciaForm } from './components/AsistenciaForm';
import { AsistenciasTable } from './components/AsistenciasTable';

/** 'Gestión de Asistencias' (SPEC "Admin: attendance"): refresh, the registration form and the table. */
export function AsistenciasPage() {
  const list = useEntityList(listAsistencias);

  return (
    <>
      <PageTitle
        actions={
          <Button variant="secondary" onClick={list.reload} disabled={list.loading}>
            Actualizar
          </Button>
        }
      >
        Gestión de Asistencias
      </PageTitle>
      <AsistenciaForm onRegistered={list.reload} />
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {list.loading ? (
        <StatusMessage kind="loading">Cargando asistencias...</StatusMessage>
      ) : list.items.length === 0 ? (
        !list.error && <StatusMessage>No hay asistencias registradas aún.</StatusMessage>
      ) : (
        <AsistenciasTable items={list.items} />
      )}
    </>
  );
}
