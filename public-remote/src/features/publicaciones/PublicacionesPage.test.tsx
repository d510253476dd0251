import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { renderPage } from '../../testing/renderPage';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import PublicacionesPage from './PublicacionesPage';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const comentario = { id: 9, contenido: 'Bien dicho', publicacionId: 1, creadoEn: '2026-11-15T13:00:00.000Z', usuario: { id: 2, nombre: 'Luis' } };
const publicaciones = [
  { id: 1, titulo: 'Primera', contenido: 'c'.repeat(160), creadoEn: '2026-11-15T12:00:00.000Z', comentarios: [comentario] },
  { id: 2, titulo: 'Segunda', contenido: 'Corta', creadoEn: '2026-11-16T12:00:00.000Z', comentarios: [] },
];

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  api.get.mockReset().mockImplementation((url: string) => {
    if (url === '/publicaciones/all?include=comentarios') return ok(publicaciones);
    return Promise.reject(serverError(500));
  });
  api.post.mockReset();
});
afterEach(() => resetSession(null));

describe('PublicacionesPage', () => {
  it('shows each post with its comments, all from one request', async () => {
    renderPage(<PublicacionesPage />);
    expect(screen.getByText('Cargando publicaciones...')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(within(card('Primera')).getByText(`${'c'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(card('Primera')).getByText(/15 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(card('Primera')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
    expect(within(card('Primera')).getByText('Bien dicho')).toBeInTheDocument();
    expect(within(card('Primera')).getByText('Luis:')).toBeInTheDocument();
    expect(within(card('Segunda')).getByRole('heading', { name: 'Comentarios (0)' })).toBeInTheDocument();
    expect(screen.getAllByText('Inicia sesión para comentar')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('shows the load failure', async () => {
    api.get.mockReset().mockReturnValue(Promise.reject(serverError(500)));
    renderPage(<PublicacionesPage />);
    expect(await screen.findByText('No se pudieron cargar las publicaciones')).toBeInTheDocument();
  });

  it('lets a member send a trimmed comment, disabled while blank or sending, and lists it', async () => {
    resetSession(makeUser());
    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<PublicacionesPage />);
    await screen.findAllByRole('article');
    const input = within(card('Segunda')).getByRole('textbox', { name: 'Escribe un comentario' });
    const send = within(card('Segunda')).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: '  Me sumo  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/comentarios', { contenido: 'Me sumo', publicacionId: 2 }));
    expect(await within(card('Segunda')).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(input).toBeDisabled();
    await act(async () =>
      answer({ data: { id: 10, contenido: 'Me sumo', publicacionId: 2, creadoEn: '', usuario: { id: 7, nombre: 'Ana Quispe' } } }),
    );
    expect(within(card('Segunda')).getByText('Me sumo')).toBeInTheDocument();
    expect(within(card('Segunda')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('alerts the spec-notes text when sending fails and keeps the draft', async () => {
    resetSession(makeUser());
    api.post.mockReturnValue(Promise.reject(new Error('boom')));
    renderPage(<PublicacionesPage />);
    await screen.findAllByRole('article');
    const input = within(card('Primera')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.click(within(card('Primera')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No se pudo enviar el comentario. Intenta nuevamente.')).toBeInTheDocument();
    expect(input).toHaveValue('Hola');
  });
});
