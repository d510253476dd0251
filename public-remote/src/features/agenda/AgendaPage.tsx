import type { Evento } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE } from '@plataforma/contracts';
import { Card, CardGrid, PageSection, PageTitle, StatusMessage, formatDateShortWeekday, formatTime, mediaUrl, truncate } from '@plataforma/shared-ui';
import { Cover } from '../shared/Cover';
import { getList, useLoad } from '../shared/useLoad';

const getEventos = () => getList<Evento>('/eventos/all');

/** SPEC "Agenda": the events as cards with date, 24 h time and optional place. */
export default function AgendaPage() {
  const load = useLoad(getEventos);
  return (
    <PageSection>
      <PageTitle>Agenda de Eventos</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando eventos...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">Ocurrió un error al cargar los eventos. Intenta nuevamente.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>No hay eventos disponibles por ahora.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((evento) => (
            <Card key={evento.id}>
              {evento.imagen && <Cover src={mediaUrl(evento.imagen)} alt={evento.titulo} loading="lazy" />}
              <h2>{evento.titulo}</h2>
              <p>{truncate(evento.descripcion, NEWS_EVENT_TRUNCATE)}</p>
              <p>
                <time dateTime={evento.fecha}>
                  {formatDateShortWeekday(evento.fecha)} · {formatTime(evento.fecha)}
                </time>
              </p>
              {evento.lugar && <p>Lugar: {evento.lugar}</p>}
            </Card>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
