import type { Noticia, PageHandle } from '@plataforma/contracts';
import { NEWS_EVENT_TRUNCATE, pageTitle } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { CardGrid, PageSection, PageTitle, StatusMessage, formatDateLong, mediaUrl, truncate } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { CARD_IMAGE_SIZES, Cover } from '../../lib/Cover';
import { ItemLink, LinkedCard } from '../../lib/ItemLink';
import { leadImage, pictureLoading } from '../../lib/leadImage';
import { readList } from '../../lib/read';
import { itemPath } from '../../lib/routes';

export const loader = ({ context }: LoaderFunctionArgs) => ({ noticias: readList<Noticia>(context, '/noticias/all') });

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ noticias }) => ({
    title: pageTitle('Noticias'),
    description: 'Las últimas noticias del movimiento juvenil: marchas, propuestas y actividades en toda Bolivia.',
    image: noticias[0] ? mediaUrl(noticias[0].imagenUrl) : undefined,
    // On a phone the first card's picture is the largest paint.
    leadImage: leadImage(noticias[0]?.imagenUrl, CARD_IMAGE_SIZES),
  }),
};

/** spec-notes §2 "News": every news item as a card linking to its page. */
export function NoticiasPage() {
  const { noticias } = useLoaderData<typeof loader>();
  return (
    <PageSection>
      <PageTitle>Noticias</PageTitle>
      <Pending value={noticias} texts={{ loading: 'Cargando noticias...', error: 'No se pudieron cargar las noticias. Intenta nuevamente.' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage>No hay noticias disponibles por ahora.</StatusMessage>
          ) : (
            <CardGrid>
              {list.map((noticia, i) => (
                <LinkedCard key={noticia.id}>
                  {/* The first card is above the fold on a phone: asked for first and painted with the page. */}
                  <Cover src={mediaUrl(noticia.imagenUrl)} alt={noticia.titulo} {...pictureLoading(i === 0)} />
                  <h2>
                    <ItemLink to={itemPath.noticia(noticia.id)}>{noticia.titulo}</ItemLink>
                  </h2>
                  <p>{truncate(noticia.descripcion, NEWS_EVENT_TRUNCATE)}</p>
                  <time dateTime={noticia.fecha}>{formatDateLong(noticia.fecha)}</time>
                </LinkedCard>
              ))}
            </CardGrid>
          )
        }
      </Pending>
    </PageSection>
  );
}

export const Component = NoticiasPage;
