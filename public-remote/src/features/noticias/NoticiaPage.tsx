import type { LoaderContext, Noticia, PageHead, PageProps } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { formatDateLong, mediaUrl, truncate } from '@plataforma/shared-ui';
import { ItemPage, ItemPicture } from '../../lib/ItemPage';
import { getItem } from '../../lib/itemData';
import { usePageData } from '../../lib/pageData';

export const loader = (context: LoaderContext) => getItem<Noticia>(context, 'noticias', 'Noticia');

export const head = (noticia: Noticia): PageHead => ({
  title: pageTitle(noticia.titulo),
  description: truncate(noticia.descripcion, 160),
  image: mediaUrl(noticia.imagenUrl),
  type: 'article',
});

/** One news item on its own page (/noticias/:id), the URL a visitor shares. */
export default function NoticiaPage({ data }: PageProps<Noticia>) {
  const load = usePageData({ loader, head }, data);
  return (
    <ItemPage
      load={load}
      back={{ to: '/noticias', label: 'Volver a noticias' }}
      texts={{
        loading: 'Cargando noticia...',
        error: 'No se pudo cargar la noticia. Intenta nuevamente.',
        notFound: 'Esta noticia no existe o fue eliminada.',
      }}
    >
      {(noticia) => (
        <article>
          <time dateTime={noticia.fecha}>{formatDateLong(noticia.fecha)}</time>
          <h1>{noticia.titulo}</h1>
          <ItemPicture src={mediaUrl(noticia.imagenUrl)} alt={noticia.titulo} />
          <p>{noticia.descripcion}</p>
        </article>
      )}
    </ItemPage>
  );
}
