import type { Publicacion } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { cardTitles } from '../../testing/cards';
import { gate, serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const post = (id: number, titulo: string): Publicacion => ({ id, titulo, contenido: `Contenido de ${titulo}`, creadoEn: '2026-11-20T15:00:00.000Z' });

const dialog = () => screen.getByRole('dialog');
const createButton = () => screen.getByRole('button', { name: 'Crear Publicación' });

async function setup() {
  const publicaciones = serveList('/publicaciones/all', [post(1, 'Primera'), post(2, 'Segunda')]);
  const rendered = renderAdmin('/admin/publicaciones');
  await screen.findByRole('heading', { name: 'Primera' });
  return { ...rendered, publicaciones };
}

describe('PublicacionesPage: list', () => {
  it('shows the loading text, then the posts with their es-BO date', async () => {
    serveList('/publicaciones/all', [post(1, 'Primera'), post(2, 'Segunda')]);
    renderAdmin('/admin/publicaciones');
    expect(await screen.findByText('Cargando publicaciones...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Primera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Publicaciones' })).toBeInTheDocument();
    expect(screen.getAllByText('20 de noviembre de 2026')).toHaveLength(2);
    expect(screen.getByText('Contenido de Segunda')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    serveList('/publicaciones/all', []);
    renderAdmin('/admin/publicaciones');
    expect(await screen.findByText('No hay publicaciones registradas.')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/publicaciones/all', () => apiError(403, 'No tienes permiso para realizar esta acción.')));
    const { unmount } = renderAdmin('/admin/publicaciones');
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/publicaciones/all', () => apiError(500)));
    renderAdmin('/admin/publicaciones');
    expect(await screen.findByText('No se pudieron cargar las publicaciones.')).toBeInTheDocument();
    expect(screen.queryByText('No hay publicaciones registradas.')).not.toBeInTheDocument();
  });
});

describe('PublicacionesPage: create', () => {
  it('counts the characters, stays disabled while blank, sends the trimmed post and shows the list read again', async () => {
    const { user, publicaciones } = await setup();
    const sent: unknown[] = [];
    const answer = gate();
    server.use(
      http.post('/api/publicaciones', async ({ request }) => {
        sent.push(await request.json());
        await answer.opened;
        publicaciones.items = [post(3, 'Nueva'), ...publicaciones.items];
        return HttpResponse.json(post(3, 'Nueva'), { status: 201 });
      }),
    );
    await user.click(createButton());
    const modal = screen.getByRole('dialog', { name: 'Crear Publicación' });
    const submit = within(modal).getByRole('button', { name: 'Crear Publicación' });
    expect(submit).toBeDisabled();
    await user.type(within(modal).getByLabelText('Título'), '   ');
    await user.type(within(modal).getByLabelText('Contenido'), 'Hola');
    expect(within(modal).getByText('4 caracteres')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(within(modal).getByLabelText('Título'), ' Nueva ');
    await user.click(submit);
    expect(within(modal).getByRole('button', { name: 'Creando...' })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ titulo: 'Nueva', contenido: 'Hola' }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Nueva', 'Primera', 'Segunda']));

    // The modal stays mounted: it was emptied after the save.
    await user.click(createButton());
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByLabelText('Contenido')).toHaveValue('');
  });

  it("keeps the modal open with the server's message, else the default, and resets it on close", async () => {
    const { user } = await setup();
    server.use(http.post('/api/publicaciones', () => apiError(400, 'El campo titulo no puede tener más de 200 caracteres.')));
    await user.click(createButton());
    await user.type(screen.getByLabelText('Título'), 'X');
    await user.type(screen.getByLabelText('Contenido'), 'Y');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Publicación' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('El campo titulo no puede tener más de 200 caracteres.');

    server.use(http.post('/api/publicaciones', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Publicación' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Error al crear la publicación'));
    expect(cardTitles()).toEqual(['Primera', 'Segunda']);

    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await user.click(createButton());
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PublicacionesPage: a save sent again', () => {
  it('carries the same Idempotency-Key after a lost connection, so the API never stores it twice; a changed post is another write', async () => {
    const { user } = await setup();
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/publicaciones', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    await user.click(createButton());
    await user.type(screen.getByLabelText('Título'), 'Asamblea');
    await user.type(screen.getByLabelText('Contenido'), 'El sábado');
    const save = () => user.click(within(dialog()).getByRole('button', { name: 'Crear Publicación' }));
    await save();
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor.'));
    await save();
    await waitFor(() => expect(keys).toHaveLength(4));
    // Two clicks, each tried twice by the client: one key for the one post.
    expect(new Set(keys).size).toBe(1);

    // The second save has settled (its fields are editable again) before the post is changed.
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Crear Publicación' })).toBeEnabled());
    await waitFor(() => expect(screen.getByLabelText('Contenido')).toBeEnabled());
    await user.type(screen.getByLabelText('Contenido'), ' a las 10');
    expect(screen.getByLabelText('Contenido')).toHaveValue('El sábado a las 10');
    await save();
    await waitFor(() => expect(keys).toHaveLength(6));
    expect(keys[4]).not.toBe(keys[0]);
  });
});

describe('PublicacionesPage: delete', () => {
  it('deletes only after the confirmation and shows the list read again', async () => {
    const { user, publicaciones } = await setup();
    const requests = recordRequests();
    server.use(
      http.delete('/api/publicaciones/1', () => {
        publicaciones.items = [post(2, 'Segunda')];
        return HttpResponse.json({ message: 'Publicación eliminada correctamente.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar publicación' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Segunda']));
    expect(requests).toEqual(['DELETE /api/publicaciones/1', 'GET /api/publicaciones/all']);
  });

  it('reads the list again when the post is already gone (another admin deleted it): the 404 says so and the card goes', async () => {
    const { user, publicaciones } = await setup();
    const requests = recordRequests();
    server.use(
      http.delete('/api/publicaciones/1', () => {
        publicaciones.items = [post(2, 'Segunda')];
        return apiError(404, 'El recurso solicitado no existe.');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Segunda']));
    expect(requests).toEqual(['DELETE /api/publicaciones/1', 'GET /api/publicaciones/all']);
  });

  it("keeps the post and shows the server's message, else the default, in a banner", async () => {
    const { user } = await setup();
    server.use(http.delete('/api/publicaciones/1', () => apiError(404, 'El recurso solicitado no existe.')));
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El recurso solicitado no existe.');

    server.use(http.delete('/api/publicaciones/1', () => apiError(500)));
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al eliminar la publicación'));
    expect(cardTitles()).toEqual(['Primera', 'Segunda']);
  });
});
