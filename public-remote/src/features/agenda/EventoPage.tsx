import type { Evento, PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { mediaUrl, truncate } from '@plataforma/shared-ui';
import { useUser } from '@plataforma/shared-auth';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ItemPage, ItemPicture } from '../../lib/ItemPage';
import { readItem } from '../../lib/read';
import { useReloadForMember } from '../../lib/useReloadForMember';
import { EventoWhen } from './EventoWhen';
import { inscripcionAction } from './actions';
import { Inscripcion } from './Inscripcion';

export const loader = ({ context, params }: LoaderFunctionArgs) => ({ evento: readItem<Evento>(context, params, 'eventos') });

/** 'Asistiré' and 'Cancelar inscripción' (each `Inscripcion`). */
export const action = inscripcionAction;

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ evento }) => ({
    title: pageTitle(evento.titulo),
    description: truncate(evento.descripcion, 160),
    image: evento.imagen ? mediaUrl(evento.imagen) : undefined,
    type: 'article',
  }),
};

/** One event on its own page (/agenda/:id), with its sign-up and calendar link. */
export function EventoPage() {
  const { evento } = useLoaderData<typeof loader>();
  useReloadForMember(useUser()?.id);
  return (
    <ItemPage
      item={evento}
      back={{ to: '/agenda', label: 'Volver a la agenda' }}
      texts={{
        loading: 'Cargando evento...',
        error: 'No se pudo cargar el evento. Intenta nuevamente.',
        notFound: 'Este evento no existe o fue eliminado.',
      }}
    >
      {(item) => (
        <article>
          <EventoWhen evento={item} />
          <h1>{item.titulo}</h1>
          {item.lugar && <p>Lugar: {item.lugar}</p>}
          {item.imagen && <ItemPicture src={mediaUrl(item.imagen)} alt={item.titulo} />}
          <p>{item.descripcion}</p>
          <Inscripcion evento={item} />
        </article>
      )}
    </ItemPage>
  );
}

export const Component = EventoPage;
