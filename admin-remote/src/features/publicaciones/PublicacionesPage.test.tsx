import type { Publicacion } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { cardTitles } from '../../testing/cards';
import { renderAdmin } from '../../testing/render';
import { PublicacionesPage } from './PublicacionesPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const post = (id: number, titulo: string): Publicacion => ({ id, titulo, contenido: `Contenido de ${titulo}`, creadoEn: '2026-11-20T15:00:00.000Z' });

function setup(list: Publicacion[] = [post(1, 'Primera'), post(2, 'Segunda')]) {
  api.get.mockReset().mockReturnValue(ok(list));
  const user = userEvent.setup();
  renderAdmin(<PublicacionesPage />);
  return user;
}


beforeEach(() => {
  api.post.mockReset();
  api.delete.mockReset();
});

describe('PublicacionesPage', () => {
  it('lists the posts with their es-BO date, or the empty text', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Primera' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/publicaciones/all', { signal: expect.any(AbortSignal) });
    expect(screen.getAllByText('20 de noviembre de 2026')).toHaveLength(2);
  });

  it('shows the empty text', async () => {
    setup([]);
    expect(await screen.findByText('No hay publicaciones registradas.')).toBeInTheDocument();
  });

  it('shows the load failure in a banner', async () => {
    api.get.mockReset().mockRejectedValue(serverError(500));
    renderAdmin(<PublicacionesPage />);
    expect(await screen.findByText('No se pudieron cargar las publicaciones.')).toBeInTheDocument();
    expect(screen.queryByText('No hay publicaciones registradas.')).not.toBeInTheDocument();
  });

  it('creates a post: counter, disabled while blank, "Creando...", prepended, modal reset', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Primera' });
    await user.click(screen.getByRole('button', { name: 'Crear Publicación' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Publicación' });
    const submit = within(dialog).getByRole('button', { name: 'Crear Publicación' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Título'), '  Nueva ');
    await user.type(within(dialog).getByLabelText('Contenido'), 'Hola');
    expect(within(dialog).getByText('4 caracteres')).toBeInTheDocument();

    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/publicaciones', { titulo: 'Nueva', contenido: 'Hola' });
    answer({ data: post(3, 'Nueva') });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Nueva', 'Primera', 'Segunda']);

    await user.click(screen.getByRole('button', { name: 'Crear Publicación' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByLabelText('Contenido')).toHaveValue('');
  });

  it('keeps the modal open with the error when the save fails, and resets it on close', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Primera' });
    await user.click(screen.getByRole('button', { name: 'Crear Publicación' }));
    await user.type(screen.getByLabelText('Título'), 'X');
    await user.type(screen.getByLabelText('Contenido'), 'Y');
    api.post.mockRejectedValue(serverError(500));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear Publicación' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Error al crear la publicación');
    expect(cardTitles()).toEqual(['Primera', 'Segunda']);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Crear Publicación' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses whitespace-only fields with the schema message', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Primera' });
    await user.click(screen.getByRole('button', { name: 'Crear Publicación' }));
    await user.type(screen.getByLabelText('Título'), '   ');
    await user.type(screen.getByLabelText('Contenido'), 'Texto');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear Publicación' })).toBeDisabled();
  });

  it('deletes only after confirmation and removes the post', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Primera' });
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar publicación' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.delete).not.toHaveBeenCalled();

    api.delete.mockReturnValue(ok({ message: 'Publicación eliminada correctamente.' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(api.delete).toHaveBeenCalledWith('/publicaciones/1');
    await waitFor(() => expect(cardTitles()).toEqual(['Segunda']));
  });

  it('keeps the post and shows the banner when the delete fails', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Primera' });
    api.delete.mockRejectedValue(serverError(500));
    await user.click(screen.getByRole('button', { name: 'Eliminar Primera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar la publicación')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Primera', 'Segunda']);
  });
});
