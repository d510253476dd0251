import { act, fireEvent, screen, within } from '@testing-library/react';
import { BANNER_DISMISS_MS } from '@plataforma/contracts';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { renderPage } from '../../testing/renderPage';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import EncuestasPage from './EncuestasPage';
import { hasVoted, recordVote } from './voteRecord';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
// The real chart needs a canvas/SVG layout; the page only decides when to show it.
jest.mock('@plataforma/shared-ui/charts', () => ({
  VotesBarChart: ({ opciones, votos }: { opciones: string[]; votos: Record<string, number> }) => (
    <p>chart {opciones.map((o) => `${o}=${votos[o] ?? 0}`).join(' ')}</p>
  ),
}));

const encuesta = (overrides = {}) => ({
  id: 3,
  titulo: '¿Qué tema debatimos?',
  descripcion: 'Elige uno',
  opciones: ['Empleo', 'Economía'],
  votos: { Empleo: 2 },
  creadoEn: '2026-11-10T12:00:00.000Z',
  ...overrides,
});

const card = () => screen.getByRole('article', { name: '¿Qué tema debatimos?' });

beforeEach(() => {
  localStorage.clear();
  api.get.mockReset();
  api.post.mockReset();
});
afterEach(() => resetSession(null));

describe('EncuestasPage', () => {
  it('loads, then shows an unvoted card with one button per option', async () => {
    api.get.mockReturnValue(ok([encuesta()]));
    renderPage(<EncuestasPage />);
    expect(screen.getByText('Cargando encuestas...')).toBeInTheDocument();
    await screen.findByRole('article');
    expect(api.get).toHaveBeenCalledWith('/encuestas/all');
    expect(within(card()).getByText('Encuesta')).toBeInTheDocument();
    expect(within(card()).getByText('Elige uno')).toBeInTheDocument();
    expect(within(card()).getByText(/10 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(card()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Votar por: Empleo', 'Votar por: Economía']);
  });

  it('shows the empty text with its sub-text, and the error text', async () => {
    api.get.mockReturnValue(ok([]));
    const { unmount } = renderPage(<EncuestasPage />);
    expect(await screen.findByText('No hay encuestas disponibles')).toBeInTheDocument();
    expect(screen.getByText('Vuelve más tarde para participar en nuevas encuestas.')).toBeInTheDocument();
    unmount();
    api.get.mockRejectedValue(serverError(500));
    renderPage(<EncuestasPage />);
    expect(await screen.findByText('No se pudieron cargar las encuestas.')).toBeInTheDocument();
  });

  it('asks visitors to sign in and does not call the API', async () => {
    api.get.mockReturnValue(ok([encuesta()]));
    renderPage(<EncuestasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await screen.findByText('Debes iniciar sesión para votar.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('a click before the session is restored waits for it: the member votes, not told to sign in', async () => {
    const member = makeUser({ id: 9 });
    resetSession(null);
    let restored!: () => void;
    setSession({
      status: 'loading',
      restore: jest.fn(() => new Promise<void>((resolve) => (restored = resolve))),
    });
    api.get.mockReturnValue(ok([encuesta()]));
    api.post.mockReturnValue(ok({}));
    renderPage(<EncuestasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    await act(async () => {
      setSession({ user: member, status: 'ready' });
      restored();
    });
    expect(await screen.findByText('Tu voto ha sido registrado.')).toBeInTheDocument();
    expect(screen.queryByText('Debes iniciar sesión para votar.')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/encuestas/3/votar/Empleo');
    expect(hasVoted(3, 9)).toBe(true);
  });

  it('votes: buttons disabled while voting, then the record, banner, reload and chart', async () => {
    resetSession(makeUser({ id: 7 }));
    api.get.mockReturnValueOnce(ok([encuesta()])).mockReturnValue(ok([encuesta({ votos: { Empleo: 2, Economía: 1 } })]));
    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<EncuestasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Economía' }));
    await screen.findAllByRole('button', { name: 'Votando...' });
    for (const button of within(card()).getAllByRole('button')) expect(button).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/encuestas/3/votar/Econom%C3%ADa');
    await act(async () => answer({ data: {} }));
    expect(await screen.findByText('Tu voto ha sido registrado.')).toBeInTheDocument();
    expect(await screen.findByText('chart Empleo=2 Economía=1')).toBeInTheDocument();
    expect(within(card()).getByText('Resultados de la votación:')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(hasVoted(3, 7)).toBe(true);
  });

  it('shows the chart from the local record or the server’s yaVotaste', async () => {
    resetSession(makeUser({ id: 7 }));
    recordVote(3, 7);
    api.get.mockReturnValue(ok([encuesta(), encuesta({ id: 4, titulo: 'Otra', yaVotaste: true }), encuesta({ id: 5, titulo: 'Nueva' })]));
    renderPage(<EncuestasPage />);
    expect(await screen.findAllByText('Resultados de la votación:')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'Nueva' })).getAllByRole('button')).toHaveLength(2);
  });

  it('a 409 marks the card voted; the error banner vanishes after 3 s', async () => {
    jest.useFakeTimers();
    try {
      resetSession(makeUser({ id: 7 }));
      api.get.mockReturnValue(ok([encuesta()]));
      api.post.mockRejectedValue(serverError(409, 'Ya has votado en esta encuesta.'));
      renderPage(<EncuestasPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
      expect(await screen.findByText('Ya has votado en esta encuesta.')).toBeInTheDocument();
      expect(await screen.findByText('Resultados de la votación:')).toBeInTheDocument();
      expect(hasVoted(3, 7)).toBe(true);
      act(() => jest.advanceTimersByTime(BANNER_DISMISS_MS));
      expect(screen.queryByText('Ya has votado en esta encuesta.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to the spec-notes vote error', async () => {
    resetSession(makeUser({ id: 7 }));
    api.get.mockReturnValue(ok([encuesta()]));
    api.post.mockRejectedValue(new Error('boom'));
    renderPage(<EncuestasPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await screen.findByText('Error al registrar tu voto.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Votar por/ })).toHaveLength(2);
  });
});
