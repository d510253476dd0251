import { MSG, type Noticia } from '@plataforma/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { cardTitles } from '../../testing/cards';
import { renderAdmin } from '../../testing/render';
import { NoticiasPage } from './NoticiasPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const noticia = (id: number, titulo: string): Noticia => ({
  id,
  titulo,
  descripcion: `Descripción de ${titulo}`,
  imagenUrl: `noticias/${id}.jpg`,
  fecha: '2026-11-20T15:00:00.000Z',
});
const jpg = () => new File(['jpg'], 'foto.jpg', { type: 'image/jpeg' });

async function setup() {
  api.get.mockReset().mockReturnValue(ok([noticia(1, 'Primera'), noticia(2, 'Segunda')]));
  const user = userEvent.setup({ applyAccept: false });
  renderAdmin(<NoticiasPage />);
  await screen.findByRole('heading', { name: 'Primera' });
  return user;
}

const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

describe('NoticiasPage', () => {
  it('shows the empty text', async () => {
    api.get.mockReset().mockReturnValue(ok([]));
    renderAdmin(<NoticiasPage />);
    expect(await screen.findByText('No hay noticias publicadas.')).toBeInTheDocument();
  });

  it('counts the description x/1000 and applies the news rules before sending', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    expect(within(dialog()).getByText('0/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título'), 'Título');
    await user.type(screen.getByLabelText('Descripción'), 'Corta');
    expect(within(dialog()).getByText('5/1000')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.noticiaDescripcion);

    await user.type(screen.getByLabelText('Descripción'), ' y suficiente');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Debes subir una imagen.');

    await user.upload(screen.getByLabelText('Imagen'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fotoTipo);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('creates with a preview and upload progress, prepends the item and closes', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Noticia' }));
    await user.type(screen.getByLabelText('Título'), ' Nueva ');
    await user.type(screen.getByLabelText('Descripción'), 'Una descripción larga');
    await user.upload(screen.getByLabelText('Imagen'), jpg());
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'blob:vista-previa');

    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Noticia' }));
    const [url, form, options] = api.post.mock.calls[0];
    expect(url).toBe('/noticias');
    expect((form as FormData).get('titulo')).toBe('Nueva');
    expect((form as FormData).get('imagen')).toBeInstanceOf(File);
    act(() => options.onUploadProgress({ loaded: 50, total: 200 }));
    expect(await screen.findByRole('progressbar', { name: 'Progreso de subida' })).toHaveAttribute('value', '25');

    answer({ data: noticia(3, 'Nueva') });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Nueva', 'Primera', 'Segunda']);
  });

  it('edits with an optional image and replaces the item by id; a failure keeps the modal open', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Segunda' }));
    expect(screen.getByRole('dialog', { name: 'Editar Noticia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Segunda');
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Cambiada');

    api.put.mockRejectedValueOnce(serverError(500));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar la noticia');

    api.put.mockReturnValue(ok({ ...noticia(2, 'Cambiada') }));
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(api.put).toHaveBeenLastCalledWith('/noticias/2', expect.any(FormData), expect.anything());
    expect((api.put.mock.calls[1][1] as FormData).has('imagen')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Primera', 'Cambiada']);
  });
});
