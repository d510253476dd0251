import type { Noticia } from '@plataforma/contracts';
import { Alert, Button, ConfirmDialog, formatDateLong, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { ContentCard } from '../../lib/ContentCard';
import { ContentList } from '../../lib/ContentList';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { fileOf, readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { deleteNoticia } from './api/delete-noticia';
import { getNoticias } from './api/get-noticias';
import { NOTICIAS_MSG } from './api/messages';
import { guardarNoticia } from './api/save-noticia';
import { NoticiaModal } from './components/NoticiaModal';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ noticias: getNoticias(context, request.signal) });

/** The screen's writes: 'crear', 'editar' (the modal) and 'eliminar'. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body, form, key } = await readPosted(request);
  if (intent === 'crear' || intent === 'editar') return guardarNoticia(intent === 'editar' ? id : undefined, body, fileOf(form, 'imagen'), key);
  if (intent === 'eliminar') return runItemWrite(() => deleteNoticia(id), NOTICIAS_MSG.eliminar);
  return unknownIntent();
}

export const handle = sectionHandle('noticias');

/** 'Gestión de Noticias' (spec-notes §2 "Admin: news"): cards with create, edit and delete. */
export function NoticiasPage() {
  const { noticias } = useLoaderData<typeof loader>();
  const removal = useDeleteConfirm<Noticia>();
  // 'new' while creating, the item while editing, null when no modal is open.
  const [editing, setEditing] = useState<Noticia | 'new' | null>(null);

  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>Crear Noticia</Button>}>Gestión de Noticias</PageTitle>
      {removal.error && (
        <Alert variant="error" onClose={removal.dismissError}>
          {removal.error}
        </Alert>
      )}
      <ContentList items={noticias} texts={{ loading: 'Cargando noticias...', error: NOTICIAS_MSG.cargar }} emptyText="No hay noticias publicadas.">
        {(n) => (
          <ContentCard
            key={n.id}
            title={n.titulo}
            image={n.imagenUrl}
            meta={formatDateLong(n.fecha)}
            text={n.descripcion}
            onEdit={() => setEditing(n)}
            onDelete={() => removal.ask(n)}
          />
        )}
      </ContentList>
      {editing && <NoticiaModal noticia={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar noticia"
        message={`¿Seguro que deseas eliminar la noticia "${removal.target?.titulo ?? ''}"? No se puede deshacer.`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}

export const Component = NoticiasPage;
