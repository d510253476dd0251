import { useSession } from '@plataforma/shared-auth';
import { CardGrid, PageSection, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoad } from '../shared/useLoad';
import { getPublicaciones } from './api';
import { PublicacionCard } from './PublicacionCard';

/** SPEC "Publications": every post with its comments; members can comment. */
export default function PublicacionesPage() {
  const load = useLoad(getPublicaciones);
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
