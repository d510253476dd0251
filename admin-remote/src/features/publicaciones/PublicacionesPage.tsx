import type { Publicacion } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateLong, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { ContentCard } from '../../lib/ContentCard';
import { ContentList } from '../../lib/ContentList';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { deletePublicacion } from './api/delete-publicacion';
import { getPublicaciones } from './api/get-publicaciones';
import { PUBLICACIONES_MSG } from './api/messages';
import { crearPublicacion } from './api/create-publicacion';
import { CreatePublicacionModal } from './components/CreatePublicacionModal';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ publicaciones: getPublicaciones(context, request.signal) });

/** The screen's writes: 'crear' (the modal) and 'eliminar'. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, key } = await readPosted(request);
  if (intent === 'crear') return crearPublicacion(body, key);
  if (intent === 'eliminar') return runItemWrite(() => deletePublicacion(id), PUBLICACIONES_MSG.eliminar);
  return unknownIntent();
}

export const handle = sectionHandle('publicaciones');

/** 'Gestión de Publicaciones' (spec-notes §2 "Admin: posts"): the grid, creation and deletion. */
export function PublicacionesPage() {
  const { publicaciones } = useLoaderData<typeof loader>();
  const removal = useDeleteConfirm<Publicacion>();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>Crear Publicación</Button>}>Gestión de Publicaciones</PageTitle>
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ContentList
        items={publicaciones}
        texts={{ loading: 'Cargando publicaciones...', error: PUBLICACIONES_MSG.cargar }}
        emptyText="No hay publicaciones registradas."
      >
        {(p) => <ContentCard key={p.id} title={p.titulo} meta={formatDateLong(p.creadoEn)} text={p.contenido} onDelete={() => removal.ask(p)} />}
      </ContentList>
      <CreatePublicacionModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar publicación"
        message={`¿Seguro que deseas eliminar la publicación "${removal.target?.titulo ?? ''}"? No se puede deshacer.`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}

export const Component = PublicacionesPage;
