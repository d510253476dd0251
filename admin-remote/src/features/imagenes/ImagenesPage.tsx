import type { Imagen } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { ContentCard } from '../../lib/ContentCard';
import { ContentList } from '../../lib/ContentList';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { fileOf, readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { deleteImagen } from './api/delete-imagen';
import { getImagenes } from './api/get-imagenes';
import { IMAGENES_MSG } from './api/messages';
import { guardarImagen } from './api/save-imagen';
import { ImagenModal } from './components/ImagenModal';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ imagenes: getImagenes(context, request.signal) });

/** The screen's writes: 'crear', 'editar' (the modal) and 'eliminar'. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, form, key } = await readPosted(request);
  if (intent === 'crear' || intent === 'editar') return guardarImagen(intent === 'editar' ? id : undefined, body, fileOf(form, 'file'), key);
  if (intent === 'eliminar') return runItemWrite(() => deleteImagen(id), IMAGENES_MSG.eliminar);
  return unknownIntent();
}

export const handle = sectionHandle('imagenes');

/** 'Gestión del Carrusel' (spec-notes §2 "Admin: carousel images"): upload, edit and delete. */
export function ImagenesPage() {
  const { imagenes } = useLoaderData<typeof loader>();
  const removal = useDeleteConfirm<Imagen>();
  // 'new' while uploading, the image while editing, null when no modal is open.
  const [editing, setEditing] = useState<Imagen | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Subir Nueva Imagen</Button>}>Gestión del Carrusel</PageTitle>
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ContentList items={imagenes} texts={{ loading: 'Cargando imágenes...', error: IMAGENES_MSG.cargar }} emptyText="No hay imágenes cargadas.">
        {(img) => (
          <ContentCard
            key={img.id}
            title={img.titulo}
            image={img.url}
            text={img.descripcion || 'Sin descripción'}
            onEdit={() => setEditing(img)}
            onDelete={() => removal.ask(img)}
          />
        )}
      </ContentList>
      {editing && <ImagenModal imagen={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar imagen"
        message={`¿Seguro que deseas eliminar la imagen "${removal.target?.titulo ?? ''}"? No se puede deshacer.`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}

export const Component = ImagenesPage;
