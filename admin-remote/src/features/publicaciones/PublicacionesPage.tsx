import type { Publicacion } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateLong, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ContentCard } from '../../lib/ContentCard';
import { ListBody } from '../../lib/ListBody';
import { loadState } from '../../lib/load-state';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useDeletePublicacion } from './api/delete-publicacion';
import { usePublicaciones } from './api/get-publicaciones';
import { CreatePublicacionModal } from './components/CreatePublicacionModal';

/** 'Gestión de Publicaciones' (spec-notes §2 "Admin: posts"): the grid, creation and deletion. */
export function PublicacionesPage() {
  const list = loadState(usePublicaciones());
  const items = list.data ?? [];
  const removal = useDeleteConfirm<Publicacion>(useDeletePublicacion());
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>Crear Publicación</Button>}>Gestión de Publicaciones</PageTitle>
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando publicaciones..." count={items.length} emptyText="No hay publicaciones registradas.">
        {items.map((p) => (
          <ContentCard key={p.id} title={p.titulo} meta={formatDateLong(p.creadoEn)} text={p.contenido} onDelete={() => removal.ask(p)} />
        ))}
      </ListBody>
      <CreatePublicacionModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar publicación"
        message={`¿Seguro que deseas eliminar la publicación "${removal.target?.titulo ?? ''}"?`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
