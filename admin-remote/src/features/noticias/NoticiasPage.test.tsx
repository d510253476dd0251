import { MSG, type Noticia } from '@plataforma/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { cardTitles } from '../../testing/cards';
import { file } from '../../testing/files';
import { formFields, gate, serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const noticia = (id: number, titulo: string): Noticia => ({
  id,
  titulo,
  descripcion: `Descripción de ${titulo}`,
  imagenUrl: `noticias/${id}.jpg`,
  fecha: '2026-11-20T15:00:00.000Z',
});

const dialog = () => screen.getByRole('dialog');

async function setup(list = [noticia(1, 'Primera'), noticia(2, 'Segunda')]) {
  const noticias = serveList('/noticias/all', list);
  const rendered = renderAdmin('/admin/noticias', { userEvent: { applyAccept: false } });
  await screen.findByRole('heading', { name: list[0]?.titulo ?? 'Gestión de Noticias' });
  return { ...rendered, noticias };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

describe('NoticiasPage: list', () => {
  it('shows the loading text, then the cards with image, date and description', async () => {
    serveList('/noticias/all', [noticia(1, 'Primera')]);
    renderAdmin('/admin/noticias');
    expect(await screen.findByText('Cargando noticias...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Primera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Noticias' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Primera' })).toHaveAttribute('src', '/media/noticias/1.jpg');
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Descripción de Primera')).toBeInTheDocument();
    expect(screen.queryByText('Cargando noticias...')).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    serveList('/noticias/all', []);
    renderAdmin('/admin/noticias');
    expect(await screen.findByText('No hay noticias publicadas.')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/noticias/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderAdmin('/admin/noticias');
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/noticias/all', () => apiError(500)));
    renderAdmin('/admin/noticias');
    expect(await screen.findByText('No se pudieron cargar las noticias.')).toBeInTheDocument();
    expect(screen.queryByText('No hay noticias publicadas.')).not.toBeInTheDocument();
  });
});

describe('NoticiasPage: create', () => {
  it('counts the description x/1000 and applies the news rules before sending anything', async () => {
    const { user } = await setup();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    expect(within(dialog()).getByText('0/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), 'Título');
    await user.type(screen.getByLabelText('Descripción'), 'Corta');
    expect(within(dialog()).getByText('5/1000')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.noticiaDescripcion));

    await user.type(screen.getByLabelText('Descripción'), ' y suficiente');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.debesSubirImagen));

    await user.upload(screen.getByLabelText('Imagen'), file('a.gif', 'image/gif'));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fotoTipo));
    expect(requests).toEqual([]);
  });

  it('sends the trimmed fields and the image, shows the upload progress, closes and shows the list read again', async () => {
    const { user, noticias } = await setup();
    const sent: Record<string, FormDataEntryValue>[] = [];
    // The answer's body stays open until the test ends it: the upload is done, the response not yet.
    let finish!: () => void;
    server.use(
      http.post('/api/noticias', async ({ request }) => {
        sent.push(await formFields(request));
        noticias.items = [...noticias.items, noticia(3, 'Nueva')];
        const body = new ReadableStream({
          start(controller) {
            finish = () => {
              controller.enqueue(new TextEncoder().encode(JSON.stringify(noticia(3, 'Nueva'))));
              controller.close();
            };
          },
        });
        return new HttpResponse(body, { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    await user.type(screen.getByLabelText('Título'), ' Nueva ');
    await user.type(screen.getByLabelText('Descripción'), 'Una descripción larga');
    await user.upload(screen.getByLabelText('Imagen'), file('foto.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'blob:vista-previa');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));

    expect(await screen.findByRole('progressbar', { name: 'Progreso de subida' })).toHaveAttribute('value', '100');
    expect(within(dialog()).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(sent).toEqual([{ titulo: 'Nueva', descripcion: 'Una descripción larga', imagen: expect.objectContaining({ name: 'foto.jpg', type: 'image/jpeg' }) }]);

    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server's order, not a local guess: the new item is where the list read again puts it.
    await waitFor(() => expect(cardTitles()).toEqual(['Primera', 'Segunda', 'Nueva']));
  });

  it("keeps the modal open with the server's message, else the create default", async () => {
    const { user } = await setup();
    server.use(http.post('/api/noticias', () => apiError(409, 'Ya existe una noticia con ese título.')));
    await user.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    await user.type(screen.getByLabelText('Título'), 'Primera');
    await user.type(screen.getByLabelText('Descripción'), 'Una descripción larga');
    await user.upload(screen.getByLabelText('Imagen'), file('foto.jpg', 'image/jpeg'));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Ya existe una noticia con ese título.');

    server.use(http.post('/api/noticias', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Error al crear la noticia'));
    expect(screen.getByLabelText('Título')).toHaveValue('Primera');
  });
});

describe('NoticiasPage: edit and delete', () => {
  it('edits with an optional image: a failure keeps the modal open, a success shows the item read again', async () => {
    const { user, noticias } = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Segunda' }));
    expect(screen.getByRole('dialog', { name: 'Editar Noticia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Segunda');
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Cambiada');

    server.use(http.put('/api/noticias/2', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar la noticia');

    const sent: Record<string, FormDataEntryValue>[] = [];
    const answer = gate();
    server.use(
      http.put('/api/noticias/2', async ({ request }) => {
        sent.push(await formFields(request));
        await answer.opened;
        noticias.items = [noticia(1, 'Primera'), noticia(2, 'Cambiada')];
        return HttpResponse.json(noticia(2, 'Cambiada'));
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(dialog()).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No new image chosen: none is sent.
    expect(sent).toEqual([{ titulo: 'Cambiada', descripcion: 'Descripción de Segunda' }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Primera', 'Cambiada']));
  });

  it('deletes after the confirmation and shows the list read again; a failure keeps the card with a banner', async () => {
    const { user, noticias } = await setup();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar noticia' });
    expect(confirm).toHaveTextContent('¿Seguro que deseas eliminar la noticia "Primera"? No se puede deshacer.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(requests).toEqual([]);

    server.use(http.delete('/api/noticias/1', () => apiError(500)));
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar la noticia');
    expect(cardTitles()).toEqual(['Primera', 'Segunda']);
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    server.use(
      http.delete('/api/noticias/1', () => {
        noticias.items = [noticia(2, 'Segunda')];
        return HttpResponse.json({ message: 'Noticia eliminada correctamente.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Segunda']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
