import type { Imagen } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ContentCard } from '../../lib/ContentCard';
import { ListBody } from '../../lib/ListBody';
import { loadState } from '../../lib/load-state';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useDeleteImagen } from './api/delete-imagen';
import { useImagenes } from './api/get-imagenes';
import { ImagenModal } from './components/ImagenModal';

/** 'Gestión del Carrusel' (spec-notes §2 "Admin: carousel images"): upload, edit and delete. */
export function ImagenesPage() {
  const list = loadState(useImagenes());
  const items = list.data ?? [];
  const removal = useDeleteConfirm<Imagen>(useDeleteImagen());
  const [editing, setEditing] = useState<Imagen | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Subir Nueva Imagen</Button>}>Gestión del Carrusel</PageTitle>
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando imágenes..." count={items.length} emptyText="No hay imágenes cargadas.">
        {items.map((img) => (
          <ContentCard
            key={img.id}
            title={img.titulo}
            image={img.url}
            text={img.descripcion || 'Sin descripción'}
            onEdit={() => setEditing(img)}
            onDelete={() => removal.ask(img)}
          />
        ))}
      </ListBody>
      {editing && (
        <ImagenModal
          imagen={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar imagen"
        message={`¿Seguro que deseas eliminar la imagen "${removal.target?.titulo ?? ''}"?`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
