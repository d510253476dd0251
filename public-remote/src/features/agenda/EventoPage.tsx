import type { Evento, LoaderContext, PageHead, PageProps } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { mediaUrl, truncate } from '@plataforma/shared-ui';
import { ItemPage, ItemPicture } from '../../lib/ItemPage';
import { getItem } from '../../lib/itemData';
import { usePageData } from '../../lib/pageData';
import { EventoWhen } from './AgendaPage';

export const loader = (context: LoaderContext) => getItem<Evento>(context, 'eventos', 'Evento');

export const head = (evento: Evento): PageHead => ({
  title: pageTitle(evento.titulo),
  description: truncate(evento.descripcion, 160),
  image: evento.imagen ? mediaUrl(evento.imagen) : undefined,
  type: 'article',
});

/** One event on its own page (/agenda/:id). */
export default function EventoPage({ data }: PageProps<Evento>) {
  const load = usePageData({ loader, head }, data);
  return (
    <ItemPage
      load={load}
      back={{ to: '/agenda', label: 'Volver a la agenda' }}
      texts={{
        loading: 'Cargando evento...',
        error: 'No se pudo cargar el evento. Intenta nuevamente.',
        notFound: 'Este evento no existe o fue eliminado.',
      }}
    >
      {(evento) => (
        <article>
          <EventoWhen evento={evento} />
          <h1>{evento.titulo}</h1>
          {evento.lugar && <p>Lugar: {evento.lugar}</p>}
          {evento.imagen && <ItemPicture src={mediaUrl(evento.imagen)} alt={evento.titulo} />}
          <p>{evento.descripcion}</p>
        </article>
      )}
    </ItemPage>
  );
}
