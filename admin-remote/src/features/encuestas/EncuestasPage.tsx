import type { Encuesta } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { ContentList } from '../../lib/ContentList';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { deleteEncuesta } from './api/delete-encuesta';
import { getEncuestas } from './api/get-encuestas';
import { ENCUESTAS_MSG } from './api/messages';
import { guardarEncuesta } from './api/save-encuesta';
import { EncuestaCard } from './components/EncuestaCard';
import { EncuestaModal } from './components/EncuestaModal';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ encuestas: getEncuestas(context, request.signal) });

/** The screen's writes: 'crear', 'editar' (the modal) and 'eliminar'. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, key } = await readPosted(request);
  if (intent === 'crear' || intent === 'editar') return guardarEncuesta(intent === 'editar' ? id : undefined, body, key);
  if (intent === 'eliminar') return runItemWrite(() => deleteEncuesta(id), ENCUESTAS_MSG.eliminar);
  return unknownIntent();
}

export const handle = sectionHandle('encuestas');

/** 'Gestión de Encuestas' (spec-notes §2 "Admin: surveys"): the grid with vote charts, create, edit and delete. */
export function EncuestasPage() {
  const { encuestas } = useLoaderData<typeof loader>();
  const removal = useDeleteConfirm<Encuesta>();
  // 'new' while creating, the survey while editing, null when no modal is open.
  const [editing, setEditing] = useState<Encuesta | 'new' | null>(null);

  return (
    <>
      <PageTitle
        description="Administra y crea encuestas para conocer la opinión de la comunidad."
        actions={<Button onClick={() => setEditing('new')}>Crear Encuesta</Button>}
      >
        Gestión de Encuestas
      </PageTitle>
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ContentList items={encuestas} texts={{ loading: 'Cargando encuestas...', error: ENCUESTAS_MSG.cargar }} emptyText="No hay encuestas registradas.">
        {(e) => <EncuestaCard key={e.id} encuesta={e} onEdit={() => setEditing(e)} onDelete={() => removal.ask(e)} />}
      </ContentList>
      {editing && <EncuestaModal encuesta={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removal.target !== null}
        title="Confirmar Eliminación"
        message={`¿Estás seguro de que deseas eliminar la encuesta "${removal.target?.titulo ?? ''}"? No se puede deshacer.`}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}

export const Component = EncuestasPage;
