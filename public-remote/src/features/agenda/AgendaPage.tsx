import type { Evento, LoaderContext, PageProps } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE, pageTitle } from '@plataforma/contracts';
import { CardGrid, PageSection, PageTitle, StatusMessage, formatDateShortWeekday, formatTime, mediaUrl, truncate } from '@plataforma/shared-ui';
import { Cover } from '../../lib/Cover';
import { ItemLink, LinkedCard } from '../../lib/ItemLink';
import { getList, usePageData } from '../../lib/pageData';
import { itemPath } from '../../lib/routes';

export const loader = (context: LoaderContext) => getList<Evento>(context, '/eventos/all');

export const head = (eventos: Evento[]) => {
  const conImagen = eventos.find((evento) => evento.imagen);
  return {
    title: pageTitle('Agenda de Eventos'),
    description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
    image: conImagen ? mediaUrl(conImagen.imagen) : undefined,
  };
};

/** spec-notes §2 "Agenda": the events as cards with date, 24 h time and optional place, each linking to its page. */
export default function AgendaPage({ data }: PageProps<Evento[]>) {
  const load = usePageData({ loader, head }, data);
  return (
    <PageSection>
      <PageTitle>Agenda de Eventos</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando eventos...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">Ocurrió un error al cargar los eventos. Intenta nuevamente.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>No hay eventos disponibles por ahora.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((evento) => (
            <LinkedCard key={evento.id}>
              {evento.imagen && <Cover src={mediaUrl(evento.imagen)} alt={evento.titulo} loading="lazy" />}
              <h2>
                <ItemLink to={itemPath.evento(evento.id)}>{evento.titulo}</ItemLink>
              </h2>
              <p>{truncate(evento.descripcion, NEWS_EVENT_TRUNCATE)}</p>
              <p>
                <EventoWhen evento={evento} />
              </p>
              {evento.lugar && <p>Lugar: {evento.lugar}</p>}
            </LinkedCard>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}

/** '<weekday, date> · <24 h time>' of an event. */
export function EventoWhen({ evento }: { evento: Evento }) {
  return (
    <time dateTime={evento.fecha}>
      {formatDateShortWeekday(evento.fecha)} · {formatTime(evento.fecha)}
    </time>
  );
}
