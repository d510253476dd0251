import { Pending } from '@plataforma/shared-auth';
import { Button, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoaderData, useRevalidator, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { readPosted, unknownIntent } from '../../lib/write';
import { registrarAsistencia } from './api/create-asistencia';
import { editarAsistencia } from './api/update-asistencia';
import { getAsistencias } from './api/get-asistencias';
import { ASISTENCIAS_MSG } from './api/messages';
import { AsistenciaForm } from './components/AsistenciaForm';
import { AsistenciasTable } from './components/AsistenciasTable';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ asistencias: getAsistencias(context, request.signal) });

export const handle = sectionHandle('asistencias');

/** The screen's writes: 'registrar' (the form) and 'editar' (a row's modal, with its changed fields). */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, key } = await readPosted(request);
  if (intent === 'registrar') return registrarAsistencia(body, key);
  if (intent === 'editar') return editarAsistencia(id, body);
  return unknownIntent();
}

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
