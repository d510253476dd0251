import { MSG, type Imagen } from '@plataforma/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { cardTitles } from '../../testing/cards';
import { renderAdmin } from '../../testing/render';
import { ImagenesPage } from './ImagenesPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const imagenes: Imagen[] = [
  { id: 1, titulo: 'Marcha', descripcion: null, url: 'imagenes/1.jpg' },
  { id: 2, titulo: 'Cabildo', descripcion: 'En El Alto', url: 'imagenes/2.jpg' },
];

async function setup() {
  api.get.mockReset().mockReturnValue(ok(imagenes));
  const user = userEvent.setup({ applyAccept: false });
  renderAdmin(<ImagenesPage />);
  await screen.findByRole('heading', { name: 'Marcha' });
  return user;
}

const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
  api.delete.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

describe('ImagenesPage', () => {
  it('shows image, title and description or "Sin descripción"; a broken image falls back to the placeholder', async () => {
    await setup();
    expect(screen.getByText('Sin descripción')).toBeInTheDocument();
    expect(screen.getByText('En El Alto')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Marcha' });
    expect(img).toHaveAttribute('src', '/media/imagenes/1.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder.jpg');
  });

  it('shows the empty text', async () => {
    api.get.mockReset().mockReturnValue(ok([]));
    renderAdmin(<ImagenesPage />);
    expect(await screen.findByText('No hay imágenes cargadas.')).toBeInTheDocument();
  });

  it('requires a title and a file on upload, then posts "file" and prepends', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Subir Nueva Imagen' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.tituloObligatorio);
    await user.type(screen.getByLabelText('Título'), 'Nueva');
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.debesSubirImagen);

    await user.upload(screen.getByLabelText('Imagen'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'blob:vista-previa');
    api.post.mockReturnValue(ok({ id: 3, titulo: 'Nueva', descripcion: null, url: 'imagenes/3.gif' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Subir Imagen' }));
    expect((api.post.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Nueva', 'Marcha', 'Cabildo']);
  });

  it('edits without a file (title still required) and replaces by id', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Cabildo' }));
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', '/media/imagenes/2.jpg');
    await user.clear(screen.getByLabelText('Título'));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.tituloObligatorio);
    await user.type(screen.getByLabelText('Título'), 'Cabildo 2');
    api.put.mockReturnValue(ok({ ...imagenes[1], titulo: 'Cabildo 2' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(api.put).toHaveBeenCalledWith('/imagenes/2', expect.any(FormData), expect.anything());
    await waitFor(() => expect(cardTitles()).toEqual(['Marcha', 'Cabildo 2']));
  });

  it('shows the delete failure in a banner and keeps the image', async () => {
    const user = await setup();
    api.delete.mockRejectedValue(serverError(500));
    await user.click(screen.getByRole('button', { name: 'Eliminar Marcha' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar la imagen.')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Marcha', 'Cabildo']);
  });
});
