import type { PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { useUser } from '@plataforma/shared-auth';
import { truncate } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ItemPage } from '../../lib/ItemPage';
import { getPublicacion } from './api';
import { comentariosAction } from './actions';
import { PublicacionCard } from './PublicacionCard';

export const loader = ({ context, params }: LoaderFunctionArgs) => ({ publicacion: getPublicacion(context, params) });

/** Comment, edit, delete, report (the forms of each `PublicacionCard`). */
export const action = comentariosAction;

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ publicacion }) => ({
    title: pageTitle(publicacion.titulo),
    description: truncate(publicacion.contenido, 160),
    type: 'article',
  }),
};

/** One publication on its own page (/publicaciones/:id): the whole text, its comments and the comment form. */
export function PublicacionPage() {
  const { publicacion } = useLoaderData<typeof loader>();
  const canComment = useUser() !== null;
  return (
    <ItemPage
      item={publicacion}
      back={{ to: '/publicaciones', label: 'Volver a publicaciones' }}
      texts={{
        loading: 'Cargando publicación...',
        error: 'No se pudo cargar la publicación. Intenta nuevamente.',
        notFound: 'Esta publicación no existe o fue eliminada.',
      }}
    >
      {(item) => <PublicacionCard publicacion={item} canComment={canComment} variant="page" />}
    </ItemPage>
  );
}

export const Component = PublicacionPage;
