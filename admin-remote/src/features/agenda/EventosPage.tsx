import type { Evento } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateTimeSpan, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { inscritosPath } from '../../app/paths';
import { ContentCard } from '../../lib/ContentCard';
import { ContentList } from '../../lib/ContentList';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { fileOf, readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { deleteEvento } from './api/delete-evento';
import { getEventos } from './api/get-eventos';
import { EVENTOS_MSG } from './api/messages';
import { guardarEvento } from './api/save-evento';
import { EventoModal } from './components/EventoModal';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ eventos: getEventos(context, request.signal) });

/** The screen's writes: 'crear', 'editar' (the modal) and 'eliminar'. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, form, key } = await readPosted(request);
  if (intent === 'crear' || intent === 'editar') return guardarEvento(intent === 'editar' ? id : undefined, body, fileOf(form, 'imagen'), key);
  if (intent === 'eliminar') return runItemWrite(() => deleteEvento(id), EVENTOS_MSG.eliminar);
  return unknownIntent();
}

export const handle = sectionHandle('agenda');

/**
 * 'Gestión de Eventos' (spec-notes §2 "Admin: events"): cards with create, edit and delete, and each
 * event's 'Inscritos: N' (of its cupo when set) opening its registrants.
 */
export function EventosPage() {
  const { eventos } = useLoaderData<typeof loader>();
  const removal = useDeleteConfirm<Evento>();
  // 'new' while creating, the event while editing, null when no modal is open.
  const [editing, setEditing] = useState<Evento | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Crear Evento</Button>}>Gestión de Eventos</PageTitle>
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ContentList items={eventos} texts={{ loading: 'Cargando eventos...', error: EVENTOS_MSG.cargar }} emptyText="No hay eventos registrados.">
        {(ev) => (
          <ContentCard
            key={ev.id}
            title={ev.titulo}
            image={ev.imagen}
            meta={
              <>
                <div>{formatDateTimeSpan(ev.fecha, ev.fechaFin)}</div>
                {ev.lugar && <div>{ev.lugar}</div>}
                <div>
                  <Link to={inscritosPath.href(ev.id)}>{ev.cupo === null ? `Inscritos: ${ev.inscritos}` : `Inscritos: ${ev.inscritos} / ${ev.cupo}`}</Link>
                </div>
              </>
            }
            text={ev.descripcion}
            onEdit={() => setEditing(ev)}
            onDelete={() => removal.ask(ev)}
          />
        )}
      </ContentList>
      {editing && <EventoModal evento={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
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

export const Component = EventosPage;
