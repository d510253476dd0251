import type { Noticia } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateLong, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ContentCard } from '../../lib/ContentCard';
import { ListBody } from '../../lib/ListBody';
import { loadState } from '../../lib/load-state';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useDeleteNoticia } from './api/delete-noticia';
import { useNoticias } from './api/get-noticias';
import { NoticiaModal } from './components/NoticiaModal';

/** 'Gestión de Noticias' (spec-notes §2 "Admin: news"): cards with create, edit and delete. */
export function NoticiasPage() {
  const list = loadState(useNoticias());
  const items = list.data ?? [];
  const removal = useDeleteConfirm<Noticia>(useDeleteNoticia());
  // 'new' while creating, the item while editing, null when no modal is open.
  const [editing, setEditing] = useState<Noticia | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Crear Noticia</Button>}>Gestión de Noticias</PageTitle>
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando noticias..." count={items.length} emptyText="No hay noticias publicadas.">
        {items.map((n) => (
          <ContentCard
            key={n.id}
            title={n.titulo}
            image={n.imagenUrl}
            meta={formatDateLong(n.fecha)}
            text={n.descripcion}
            onEdit={() => setEditing(n)}
            onDelete={() => removal.ask(n)}
          />
        ))}
      </ListBody>
      {editing && (
        <NoticiaModal
          noticia={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar noticia"
        message={`¿Seguro que deseas eliminar la noticia "${removal.target?.titulo ?? ''}"?`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
