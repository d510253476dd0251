import type { LoaderContext, PageHead, PageProps, Publicacion } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { truncate } from '@plataforma/shared-ui';
import { ItemPage } from '../../lib/ItemPage';
import { getItem } from '../../lib/itemData';
import { usePageData } from '../../lib/pageData';
import { getComentarios, type PublicacionConComentarios } from './api';
import { PublicacionCard } from './PublicacionCard';

export async function loader(context: LoaderContext): Promise<PublicacionConComentarios> {
  const publicacion = await getItem<Publicacion>(context, 'publicaciones', 'Publicación');
  return { ...publicacion, comentarios: await getComentarios(context, publicacion.id) };
}

export const head = (publicacion: Publicacion): PageHead => ({
  title: pageTitle(publicacion.titulo),
  description: truncate(publicacion.contenido, 160),
  type: 'article',
});

/** One publication on its own page (/publicaciones/:id): the whole text, its comments and the comment form. */
export default function PublicacionPage({ data }: PageProps<PublicacionConComentarios>) {
  const load = usePageData({ loader, head }, data);
  const canComment = useSession((state) => state.user !== null);
  return (
    <ItemPage
      load={load}
      back={{ to: '/publicaciones', label: 'Volver a publicaciones' }}
      texts={{
        loading: 'Cargando publicación...',
        error: 'No se pudo cargar la publicación. Intenta nuevamente.',
        notFound: 'Esta publicación no existe o fue eliminada.',
      }}
    >
      {(publicacion) => <PublicacionCard publicacion={publicacion} canComment={canComment} variant="page" />}
    </ItemPage>
  );
}
