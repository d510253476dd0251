import type { PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { Pending, useUser } from '@plataforma/shared-auth';
import { CardGrid, PageSection, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getPublicaciones } from './api';
import { comentariosAction } from './actions';
import { PublicacionCard } from './PublicacionCard';

export const loader = ({ context }: LoaderFunctionArgs) => ({ publicaciones: getPublicaciones(context) });

/** Comment, edit, delete, report (the forms of each `PublicacionCard`). */
export const action = comentariosAction;

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: () => ({
    title: pageTitle('Publicaciones'),
    description: 'Publicaciones del movimiento juvenil: ideas y propuestas abiertas al comentario de los miembros.',
  }),
};

/** spec-notes §2 "Publications": every post with its comments; members can comment. */
export function PublicacionesPage() {
  const { publicaciones } = useLoaderData<typeof loader>();
  const canComment = useUser() !== null;
  return (
    <PageSection>
      <PageTitle>Publicaciones</PageTitle>
      <Pending value={publicaciones} texts={{ loading: 'Cargando publicaciones...', error: 'No se pudieron cargar las publicaciones' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage>No hay publicaciones disponibles por ahora.</StatusMessage>
          ) : (
            <CardGrid>
              {list.map((publicacion) => (
                <PublicacionCard key={publicacion.id} publicacion={publicacion} canComment={canComment} />
              ))}
            </CardGrid>
          )
        }
      </Pending>
    </PageSection>
  );
}

export const Component = PublicacionesPage;
