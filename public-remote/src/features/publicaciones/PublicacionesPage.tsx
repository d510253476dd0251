import type { LoaderContext, PageProps } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { CardGrid, PageSection, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { usePageData } from '../../lib/pageData';
import { getPublicaciones, type PublicacionConComentarios } from './api';
import { PublicacionCard } from './PublicacionCard';

export const loader = (context: LoaderContext) => getPublicaciones(context);

export const head = () => ({
  title: pageTitle('Publicaciones'),
  description: 'Publicaciones del movimiento juvenil: ideas y propuestas abiertas al comentario de los miembros.',
});

/** spec-notes §2 "Publications": every post with its comments; members can comment. */
export default function PublicacionesPage({ data }: PageProps<PublicacionConComentarios[]>) {
  const load = usePageData({ loader, head }, data);
  const canComment = useSession((state) => state.user !== null);
  return (
    <PageSection>
      <PageTitle>Publicaciones</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando publicaciones...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">No se pudieron cargar las publicaciones</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>No hay publicaciones disponibles por ahora.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((publicacion) => (
            <PublicacionCard key={publicacion.id} publicacion={publicacion} canComment={canComment} />
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
