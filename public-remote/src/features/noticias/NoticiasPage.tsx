import type { Noticia } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE } from '@plataforma/contracts';
import { Card, CardGrid, PageSection, PageTitle, StatusMessage, formatDateLong, mediaUrl, truncate } from '@plataforma/shared-ui';
import { Cover } from '../shared/Cover';
import { getList, useLoad } from '../shared/useLoad';

const getNoticias = () => getList<Noticia>('/noticias/all');

/** SPEC "News": every news item as a card. */
export default function NoticiasPage() {
  const load = useLoad(getNoticias);
  return (
    <PageSection>
      <PageTitle>Noticias</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando noticias...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">No se pudieron cargar las noticias. Intenta nuevamente.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>No hay noticias disponibles por ahora.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((noticia) => (
            <Card key={noticia.id}>
              <Cover src={mediaUrl(noticia.imagenUrl)} alt={noticia.titulo} loading="lazy" />
              <h2>{noticia.titulo}</h2>
              <p>{truncate(noticia.descripcion, NEWS_EVENT_TRUNCATE)}</p>
              <time dateTime={noticia.fecha}>{formatDateLong(noticia.fecha)}</time>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
