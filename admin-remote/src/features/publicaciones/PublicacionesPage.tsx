import type { Publicacion } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateLong, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ContentCard } from '../../lib/ContentCard';
import { ListBody } from '../../lib/ListBody';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useEntityList } from '../../lib/useEntityList';
import { deletePublicacion } from './api/delete-publicacion';
import { listPublicaciones } from './api/list-publicaciones';
import { CreatePublicacionModal } from './components/CreatePublicacionModal';

/** 'Gestión de Publicaciones' (SPEC "Admin: posts"): the grid, creation and deletion. */
export function PublicacionesPage() {
  const list = useEntityList(listPublicaciones);
  const removal = useDeleteConfirm<Publicacion>(deletePublicacion, list.remove);
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
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando publicaciones..." count={list.items.length} emptyText="No hay publicaciones registradas.">
        {list.items.map((p) => (
          <ContentCard key={p.id} title={p.titulo} meta={formatDateLong(p.creadoEn)} text={p.contenido} onDelete={() => removal.ask(p)} />
        ))}
      </ListBody>
      <CreatePublicacionModal open={creating} onClose={() => setCreating(false)} onCreated={list.prepend} />
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
