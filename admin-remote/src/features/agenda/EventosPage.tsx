import type { Evento } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateTime, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { ContentCard } from '../../lib/ContentCard';
import { ListBody } from '../../lib/ListBody';
import { loadState } from '../../lib/load-state';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useDeleteEvento } from './api/delete-evento';
import { useEventos } from './api/get-eventos';
import { EventoModal } from './components/EventoModal';

/** 'Gestión de Eventos' (spec-notes §2 "Admin: events"): cards with create, edit and delete. */
export function EventosPage() {
  const list = loadState(useEventos());
  const items = list.data ?? [];
  const removal = useDeleteConfirm<Evento>(useDeleteEvento());
  const [editing, setEditing] = useState<Evento | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Crear Evento</Button>}>Gestión de Eventos</PageTitle>
      {list.error && <Alert variant="error">{list.error}</Alert>}
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ListBody failed={list.error !== null} loading={list.loading} loadingText="Cargando eventos..." count={items.length} emptyText="No hay eventos registrados.">
        {items.map((ev) => (
          <ContentCard
            key={ev.id}
            title={ev.titulo}
            image={ev.imagen}
            meta={
              <>
                <div>{formatDateTime(ev.fecha)}</div>
                {ev.lugar && <div>{ev.lugar}</div>}
              </>
            }
            text={ev.descripcion}
            onEdit={() => setEditing(ev)}
            onDelete={() => removal.ask(ev)}
          />
        ))}
      </ListBody>
      {editing && (
        <EventoModal
          evento={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar evento"
        message={`¿Seguro que deseas eliminar el evento "${removal.target?.titulo ?? ''}"? Esta acción no se puede deshacer.`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
