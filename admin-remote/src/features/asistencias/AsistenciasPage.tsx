import { Pending } from '@plataforma/shared-auth';
import { Button, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { getAsistencias } from './api/get-asistencias';
import { ASISTENCIAS_MSG } from './api/messages';
import { AsistenciaForm } from './components/AsistenciaForm';
import { AsistenciasTable } from './components/AsistenciasTable';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ asistencias: getAsistencias(context, request.signal) });

export const handle = sectionHandle('asistencias');

/** 'Gestión de Asistencias' (spec-notes §2 "Admin: attendance"): refresh, the registration form and the table. */
export function AsistenciasPage() {
  const { asistencias } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  return (
    <>
      <PageTitle
        actions={
          <>
            <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
              Actualizar
            </Button>
            <CsvExportLink path="/asistencias/export.csv" />
          </>
        }
      >
        Gestión de Asistencias
      </PageTitle>
      <AsistenciaForm />
      <Pending value={asistencias} texts={{ loading: 'Cargando asistencias...', error: ASISTENCIAS_MSG.cargar }}>
        {(items) => (items.length === 0 ? <StatusMessage>No hay asistencias registradas aún.</StatusMessage> : <AsistenciasTable items={items} />)}
      </Pending>
    </>
  );
}

export const Component = AsistenciasPage;
