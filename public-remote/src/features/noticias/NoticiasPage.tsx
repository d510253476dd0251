import type { LoaderContext, Noticia, PageProps } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE, pageTitle } from '@plataforma/contracts';
import { CardGrid, PageSection, PageTitle, StatusMessage, formatDateLong, mediaUrl, truncate } from '@plataforma/shared-ui';
import { Cover } from '../../lib/Cover';
import { ItemLink, LinkedCard } from '../../lib/ItemLink';
import { getList, usePageData } from '../../lib/pageData';
import { itemPath } from '../../lib/routes';

export const loader = (context: LoaderContext) => getList<Noticia>(context, '/noticias/all');

export const head = (noticias: Noticia[]) => ({
  title: pageTitle('Noticias'),
  description: 'Las últimas noticias del movimiento juvenil: marchas, propuestas y actividades en toda Bolivia.',
  image: noticias[0] ? mediaUrl(noticias[0].imagenUrl) : undefined,
});

/** spec-notes §2 "News": every news item as a card linking to its page. */
export default function NoticiasPage({ data }: PageProps<Noticia[]>) {
  const load = usePageData({ loader, head }, data);
  return (
    <PageSection>
      <PageTitle>Noticias</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando noticias...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">No se pudieron cargar las noticias. Intenta nuevamente.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>No hay noticias disponibles por ahora.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((noticia, i) => (
            <LinkedCard key={noticia.id}>
              {/* The first cards are above the fold on a phone: not lazy, so they paint with the page. */}
              <Cover src={mediaUrl(noticia.imagenUrl)} alt={noticia.titulo} loading={i < 1 ? 'eager' : 'lazy'} />
              <h2>
                <ItemLink to={itemPath.noticia(noticia.id)}>{noticia.titulo}</ItemLink>
              </h2>
              <p>{truncate(noticia.descripcion, NEWS_EVENT_TRUNCATE)}</p>
              <time dateTime={noticia.fecha}>{formatDateLong(noticia.fecha)}</time>
            </LinkedCard>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
