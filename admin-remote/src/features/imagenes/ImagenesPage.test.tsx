import { MSG, type Imagen } from '@plataforma/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { cardTitles } from '../../testing/cards';
import { file } from '../../testing/files';
import { formFields, serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const marcha: Imagen = { id: 1, titulo: 'Marcha', descripcion: null, url: 'imagenes/1.jpg' };
const cabildo: Imagen = { id: 2, titulo: 'Cabildo', descripcion: 'En El Alto', url: 'imagenes/2.jpg' };

const dialog = () => screen.getByRole('dialog');

async function setup() {
  const imagenes = serveList('/imagenes', [marcha, cabildo]);
  const rendered = renderAdmin('/admin/imagenes', { userEvent: { applyAccept: false } });
  await screen.findByRole('heading', { name: 'Marcha' });
  return { ...rendered, imagenes };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

describe('ImagenesPage: list', () => {
  it('shows image, title and description or "Sin descripción"; a broken image falls back to the placeholder', async () => {
    serveList('/imagenes', [marcha, cabildo]);
    renderAdmin('/admin/imagenes');
    expect(await screen.findByText('Cargando imágenes...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Marcha' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión del Carrusel' })).toBeInTheDocument();
    expect(screen.getByText('Sin descripción')).toBeInTheDocument();
    expect(screen.getByText('En El Alto')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Marcha' });
    expect(img).toHaveAttribute('src', '/media/imagenes/1.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
  });

  it('shows the empty text', async () => {
    serveList('/imagenes', []);
    renderAdmin('/admin/imagenes');
    expect(await screen.findByText('No hay imágenes cargadas.')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/imagenes', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderAdmin('/admin/imagenes');
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/imagenes', () => apiError(500)));
    renderAdmin('/admin/imagenes');
    expect(await screen.findByText('No se pudieron cargar las imágenes.')).toBeInTheDocument();
    expect(screen.queryByText('No hay imágenes cargadas.')).not.toBeInTheDocument();
  });
});

describe('ImagenesPage: upload and edit', () => {
  it('requires a title and a file, then posts them as "file" and shows the list read again', async () => {
    const { user, imagenes } = await setup();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post('/api/imagenes', async ({ request }) => {
        sent.push(await formFields(request));
        const created = { id: 3, titulo: 'Nueva', descripcion: null, url: 'imagenes/3.gif' };
        imagenes.items = [created, ...imagenes.items];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Subir Nueva Imagen' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.tituloObligatorio));
    await user.type(screen.getByLabelText('Título'), 'Nueva');
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.debesSubirImagen));
    expect(sent).toEqual([]);

    await user.upload(screen.getByLabelText('Imagen'), file('a.gif', 'image/gif'));
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'blob:vista-previa');
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ titulo: 'Nueva', descripcion: '', file: expect.objectContaining({ name: 'a.gif' }) }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Nueva', 'Marcha', 'Cabildo']));
  });

  it("keeps the upload modal open with the server's message, else the default", async () => {
    const { user } = await setup();
    server.use(http.post('/api/imagenes', () => apiError(400, MSG.imagenInvalida)));
    await user.click(screen.getByRole('button', { name: 'Subir Nueva Imagen' }));
    await user.type(screen.getByLabelText('Título'), 'Nueva');
    await user.upload(screen.getByLabelText('Imagen'), file('a.png', 'image/png'));
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(MSG.imagenInvalida);

    server.use(http.post('/api/imagenes', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Error al guardar la imagen.'));
  });

  it('edits without a file (title still required) and shows the image read again; a failure stays in the modal', async () => {
    const { user, imagenes } = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Cabildo' }));
    expect(screen.getByRole('dialog', { name: 'Editar Imagen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', '/media/imagenes/2.jpg');
    await user.clear(screen.getByLabelText('Título'));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.tituloObligatorio));
    await user.type(screen.getByLabelText('Título'), 'Cabildo 2');

    server.use(http.put('/api/imagenes/2', () => apiError(500)));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar la imagen.');

    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.put('/api/imagenes/2', async ({ request }) => {
        sent.push(await formFields(request));
        imagenes.items = [marcha, { ...cabildo, titulo: 'Cabildo 2' }];
        return HttpResponse.json({ ...cabildo, titulo: 'Cabildo 2' });
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ titulo: 'Cabildo 2', descripcion: 'En El Alto' }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Marcha', 'Cabildo 2']));
  });
});

describe('ImagenesPage: delete', () => {
  it('deletes after the confirmation and shows the list read again', async () => {
    const { user, imagenes } = await setup();
    server.use(
      http.delete('/api/imagenes/1', () => {
        imagenes.items = [cabildo];
        return HttpResponse.json({ message: 'Imagen eliminada correctamente.' });
      }),
    );
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Eliminar Marcha' }));
    expect(screen.getByRole('dialog', { name: 'Eliminar imagen' })).toHaveTextContent('¿Seguro que deseas eliminar la imagen "Marcha"? No se puede deshacer.');
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Cabildo']));
    expect(requests).toEqual(['DELETE /api/imagenes/1', 'GET /api/imagenes']);
  });

  it('shows the delete failure in a banner and keeps the image', async () => {
    const { user } = await setup();
    server.use(http.delete('/api/imagenes/1', () => apiError(500)));
    await user.click(screen.getByRole('button', { name: 'Eliminar Marcha' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo eliminar la imagen.');
    expect(cardTitles()).toEqual(['Marcha', 'Cabildo']);
  });
});
