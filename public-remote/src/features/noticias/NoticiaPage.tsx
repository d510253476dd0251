import type { Noticia, PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { formatDateLong, mediaUrl, truncate } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ItemPage, ItemPicture } from '../../lib/ItemPage';
import { readItem } from '../../lib/read';

export const loader = ({ context, params }: LoaderFunctionArgs) => ({ noticia: readItem<Noticia>(context, params, 'noticias') });

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ noticia }) => ({
    title: pageTitle(noticia.titulo),
    description: truncate(noticia.descripcion, 160),
    image: mediaUrl(noticia.imagenUrl),
    type: 'article',
  }),
};

/** One news item on its own page (/noticias/:id), the URL a visitor shares. */
export function NoticiaPage() {
  const { noticia } = useLoaderData<typeof loader>();
  return (
    <ItemPage
      item={noticia}
      back={{ to: '/noticias', label: 'Volver a noticias' }}
      texts={{
        loading: 'Cargando noticia...',
        error: 'No se pudo cargar la noticia. Intenta nuevamente.',
        notFound: 'Esta noticia no existe o fue eliminada.',
      }}
    >
      {(item) => (
        <article>
          <time dateTime={item.fecha}>{formatDateLong(item.fecha)}</time>
          <h1>{item.titulo}</h1>
          <ItemPicture src={mediaUrl(item.imagenUrl)} alt={item.titulo} />
          <p>{item.descripcion}</p>
        </article>
      )}
    </ItemPage>
  );
}

export const Component = NoticiaPage;
