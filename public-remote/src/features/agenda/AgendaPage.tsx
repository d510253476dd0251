import type { Evento, PageHandle } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE, pageTitle } from '@plataforma/contracts';
import { Pending, useUser } from '@plataforma/shared-auth';
import { Card, CardGrid, PageSection, PageTitle, StatusMessage, mediaUrl, truncate } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Cover } from '../../lib/Cover';
import { ItemLink } from '../../lib/ItemLink';
import { readList } from '../../lib/read';
import { itemPath } from '../../lib/routes';
import { useReloadForMember } from '../../lib/useReloadForMember';
import { EventoWhen } from './EventoWhen';
import { inscripcionAction } from './actions';
import { Inscripcion } from './Inscripcion';
import { withConfirmationResend } from '../../lib/pageWrites';

export const loader = ({ context }: LoaderFunctionArgs) => ({ eventos: readList<Evento>(context, '/eventos/all') });

/** 'Asistiré' and 'Cancelar inscripción' (each `Inscripcion`). */
export const action = withConfirmationResend(inscripcionAction);

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ eventos }) => {
    const conImagen = eventos.find((evento) => evento.imagen);
    return {
      title: pageTitle('Agenda de Eventos'),
      description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
      image: conImagen ? mediaUrl(conImagen.imagen) : undefined,
    };
  },
};

/**
 * spec-notes §2 "Agenda": the events as cards with date, 24 h time and optional place, each linking to
 * its page, with the sign-up and the calendar link.
 */
export function AgendaPage() {
  const { eventos } = useLoaderData<typeof loader>();
  useReloadForMember(useUser()?.id);
  return (
    <PageSection>
      <PageTitle>Agenda de Eventos</PageTitle>
      <Pending value={eventos} texts={{ loading: 'Cargando eventos...', error: 'Ocurrió un error al cargar los eventos. Intenta nuevamente.' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage>No hay eventos disponibles por ahora.</StatusMessage>
          ) : (
            <CardGrid>
              {list.map((evento) => (
                <Card key={evento.id}>
                  {evento.imagen && <Cover src={mediaUrl(evento.imagen)} alt={evento.titulo} loading="lazy" />}
                  <h2>
                    <ItemLink to={itemPath.evento(evento.id)}>{evento.titulo}</ItemLink>
                  </h2>
                  <p>{truncate(evento.descripcion, NEWS_EVENT_TRUNCATE)}</p>
                  <p>
                    <EventoWhen evento={evento} />
                  </p>
                  {evento.lugar && <p>Lugar: {evento.lugar}</p>}
                  <Inscripcion evento={evento} />
                </Card>
              ))}
            </CardGrid>
          )
        }
      </Pending>
    </PageSection>
  );
}

export const Component = AgendaPage;
