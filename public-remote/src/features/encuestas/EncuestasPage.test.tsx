import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Encuesta, User } from '@plataforma/contracts';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './EncuestasPage';
import { RELECTURA_MS } from './useLiveVotes';

// Not a network stand-in: echarts is published as ES modules, which this Jest setup does not compile,
// and it draws nothing in jsdom. The page decides when the chart shows and with which counts.
jest.mock('@plataforma/shared-ui/charts', () => ({
  VotesBarChart: ({ opciones, votos, label }: { opciones: string[]; votos: Record<string, number>; label: string }) => (
    <p>
      {label}: {opciones.map((opcion) => `${opcion}=${votos[opcion] ?? 0}`).join(' ')}
    </p>
  ),
}));

const encuesta = (overrides: Partial<Encuesta> = {}): Encuesta => ({
  id: 3,
  titulo: '¿Qué tema debatimos?',
  descripcion: 'Elige uno',
  opciones: ['Empleo', 'Economía'],
  votos: { Empleo: 2 },
  creadoEn: '2026-11-10T12:00:00.000Z',
  cierraEn: null,
  cerrada: false,
  ...overrides,
});

/** A browser EventSource the test drives: jsdom has none, and the stream is the API's (useLiveVotes). */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly CLOSED = 2;
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
  /** The connection failed: refused (an error status: CLOSED for good) or dropped (CONNECTING again). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    act(() => this.onerror?.(new Event('error')));
  }
}

const card = (name = '¿Qué tema debatimos?') => screen.getByRole('article', { name });

/** A promise the test settles: a server answer held until the test says so. */
function held() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { answered, release: () => act(async () => release()) };
}

/**
 * The API of this page: GET /encuestas/all, GET /encuestas/mis-votos (the member's choices, `mine` to
 * start with), and POST /encuestas/:id/votar/:opcion, which counts the vote, so the next read has it
 * (and `yaVotaste` and the choice for the voter). A POST waits for `answered`. As the API does, the
 * tally is sent only once the asker voted or the survey is closed.
 */
function encuestasApi(polls: Encuesta[], { answered = Promise.resolve(), mine = {} as Record<string, string> } = {}) {
  const stored = polls.map((poll) => ({ ...poll, votos: { ...poll.votos } }));
  const chosen = { ...mine };
  const shown = () => stored.map(({ votos, ...poll }) => (poll.yaVotaste || poll.cerrada ? { ...poll, votos } : poll));
  server.use(
    http.get('/api/encuestas/all', () => HttpResponse.json(shown())),
    http.get('/api/encuestas/mis-votos', () => HttpResponse.json(chosen)),
    http.post('/api/encuestas/:id/votar/:opcion', async ({ params }) => {
      await answered;
      const poll = stored.find((candidate) => candidate.id === Number(params.id));
      if (!poll) return apiError(404, 'El recurso solicitado no existe.');
      const opcion = String(params.opcion);
      poll.votos[opcion] = (poll.votos[opcion] ?? 0) + 1;
      poll.yaVotaste = true;
      chosen[poll.id] = opcion;
      return HttpResponse.json({ message: 'Voto registrado' });
    }),
  );
}

const MINE = 'GET /api/encuestas/mis-votos';
/** The requests but the member's own choices, read beside the surveys whenever a member is signed in. */
const surveyRequests = (requests: string[]) => requests.filter((request) => request !== MINE);

/** A member whose browser cached them at the last visit: the session is restored after the page hydrates. */
function cachedMember(member: User) {
  localStorage.setItem('user', JSON.stringify(member));
  setSession({ user: null, status: 'loading' });
}

/**
 * A member cached at the last visit whose session check (GET /api/auth/profile) is held until
 * `release()`: the page is hydrated from the server's data meanwhile.
 */
function memberRestoredLater(member: User) {
  const profile = held();
  server.use(
    http.get('/api/auth/profile', async () => {
      await profile.answered;
      return HttpResponse.json(member);
    }),
  );
  cachedMember(member);
  return profile;
}

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});
afterEach(() => {
  resetSession(null);
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('EncuestasPage', () => {
  it('loads, then shows an unvoted card with one button per option', async () => {
    const requests = recordRequests();
    encuestasApi([encuesta()]);
    renderRoute(page);
    expect(await screen.findByText('Cargando encuestas...')).toBeInTheDocument();
    await screen.findByRole('article');
    expect(requests).toEqual(['GET /api/encuestas/all']);
    expect(screen.getByRole('heading', { level: 1, name: 'Participa en nuestras encuestas' })).toBeInTheDocument();
    expect(within(card()).getByText('Encuesta')).toBeInTheDocument();
    expect(within(card()).getByText('Elige uno')).toBeInTheDocument();
    expect(within(card()).getByText('10 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Votar por: Empleo', 'Votar por: Economía']);
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { encuestas: [encuesta()], misVotos: {} } });
    expect(within(card()).getByRole('button', { name: 'Votar por: Empleo' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the empty text with its sub-text', async () => {
    encuestasApi([]);
    renderRoute(page);
    expect(await screen.findByText('No hay encuestas disponibles')).toBeInTheDocument();
    expect(screen.getByText('Vuelve más tarde para participar en nuevas encuestas.')).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/encuestas/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/encuestas/all', () => apiError(500)));
    renderRoute(page);
    expect(await screen.findByText('No se pudieron cargar las encuestas.')).toBeInTheDocument();
  });

  it('asks visitors to sign in and sends no vote', async () => {
    const requests = recordRequests();
    encuestasApi([encuesta()]);
    renderRoute(page, { path: '/encuestas' });
    // The prompt is a link to /login that comes back here once signed in.
    expect(await within(await screen.findByRole('article')).findByRole('link', { name: 'Inicia sesión para votar' })).toHaveAttribute(
      'href',
      '/login?volver=%2Fencuestas',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Debes iniciar sesión para votar.');
    expect(within(card()).getAllByRole('button')).toHaveLength(2);
    expect(requests).toEqual(['GET /api/encuestas/all']);
  });

  it('a click before the session is restored waits for it: the member votes, not told to sign in', async () => {
    const requests = recordRequests();
    encuestasApi([encuesta()]);
    const profile = memberRestoredLater(makeUser({ id: 9 }));
    renderRoute(page, { serverData: { encuestas: [encuesta()], misVotos: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Votar por: Empleo' }));
    await waitFor(() => expect(requests).toContain('GET /api/auth/profile'));
    expect(requests).not.toContain('POST /api/encuestas/3/votar/Empleo');

    await profile.release();
    expect(await screen.findByText('Tu voto ha sido registrado.')).toBeInTheDocument();
    expect(screen.queryByText('Debes iniciar sesión para votar.')).not.toBeInTheDocument();
    expect(requests).toContain('POST /api/encuestas/3/votar/Empleo');
    expect(localStorage.getItem('votosEncuestas')).toBe('["encuesta_3_user_9"]');
    expect(await within(card()).findByText('Resultados de ¿Qué tema debatimos?: Empleo=3 Economía=0')).toBeInTheDocument();
  });

  it('refuses, without sending it, a second vote the browser has on record for the restored member', async () => {
    const requests = recordRequests();
    localStorage.setItem('votosEncuestas', '["encuesta_3_user_9"]');
    encuestasApi([encuesta()]);
    const profile = memberRestoredLater(makeUser({ id: 9 }));
    renderRoute(page, { serverData: { encuestas: [encuesta()], misVotos: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Votar por: Empleo' }));
    await profile.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya has votado en esta encuesta.');
    expect(within(card()).getByText('Resultados de la votación:')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('votes: buttons disabled while voting, then the record, banner, re-read and chart', async () => {
    resetSession(makeUser({ id: 7 }));
    const requests = recordRequests();
    const vote = held();
    encuestasApi([encuesta({ votos: { Empleo: 2 } })], { answered: vote.answered });
    renderRoute(page);
    const economia = await screen.findByRole('button', { name: 'Votar por: Economía' });
    economia.focus();
    fireEvent.click(economia);
    const buttons = await within(card()).findAllByRole('button', { name: 'Votando...' });
    expect(within(card()).getAllByRole('button')).toEqual(buttons);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toBeDisabled();
    expect(buttons[1]).toBeDisabled();
    await waitFor(() => expect(surveyRequests(requests)).toEqual(['GET /api/encuestas/all', 'POST /api/encuestas/3/votar/Econom%C3%ADa']));

    await vote.release();
    expect(await screen.findByText('Tu voto ha sido registrado.')).toBeInTheDocument();
    expect(await within(card()).findByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=1')).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { name: 'Resultados de la votación:' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(surveyRequests(requests)).toEqual(['GET /api/encuestas/all', 'POST /api/encuestas/3/votar/Econom%C3%ADa', 'GET /api/encuestas/all']);
    expect(localStorage.getItem('votosEncuestas')).toBe('["encuesta_3_user_7"]');
    // The re-read brings the member's own choice: marked 'Tu voto'.
    expect(await within(card()).findByText('Tu voto')).toBeInTheDocument();
    expect(within(card()).getByText('Tu voto').closest('li')).toHaveTextContent('Economía1 voto (33,3 %)Tu voto');
    expect(within(card()).getByText('Total: 3 votos')).toBeInTheDocument();
    // The buttons gave way to the results: the keyboard's place is the survey's title, not the page's top.
    expect(within(card()).getByRole('heading', { name: '¿Qué tema debatimos?' })).toHaveFocus();
  });

  it('shows the results from the local record or the server’s yaVotaste', async () => {
    resetSession(makeUser({ id: 7 }));
    localStorage.setItem('votosEncuestas', '["encuesta_3_user_7"]');
    encuestasApi([encuesta(), encuesta({ id: 4, titulo: 'Otra', yaVotaste: true }), encuesta({ id: 5, titulo: 'Nueva' })]);
    renderRoute(page);
    expect(await screen.findAllByText('Resultados de la votación:')).toHaveLength(2);
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Otra')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Nueva')).getAllByRole('button')).toHaveLength(2);
  });

  it('reads the polls again when a member signs in after the page was rendered, and shows their votes', async () => {
    const requests = recordRequests();
    const member = makeUser({ id: 7 });
    encuestasApi([encuesta({ yaVotaste: true })]);
    renderRoute(page, { serverData: { encuestas: [encuesta()], misVotos: {} } });
    expect(within(card()).getAllByRole('button')).toHaveLength(2);
    act(() => setSession({ user: member, status: 'ready' }));
    expect(await within(card()).findByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=0')).toBeInTheDocument();
    expect(surveyRequests(requests)).toEqual(['GET /api/encuestas/all']);
  });

  it('a 409 marks the card voted with the server’s message; the banner vanishes after 3 s', async () => {
    jest.useFakeTimers();
    try {
      resetSession(makeUser({ id: 7 }));
      encuestasApi([encuesta()]);
      server.use(http.post('/api/encuestas/3/votar/Empleo', () => apiError(409, 'Ya has votado en esta encuesta.')));
      renderRoute(page);
      fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Ya has votado en esta encuesta.');
      expect(await within(card()).findByText('Resultados de la votación:')).toBeInTheDocument();
      expect(localStorage.getItem('votosEncuestas')).toBe('["encuesta_3_user_7"]');
      act(() => jest.advanceTimersByTime(2999));
      expect(banner).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to the spec-notes vote error, leaving the card to vote again', async () => {
    resetSession(makeUser({ id: 7 }));
    encuestasApi([encuesta()]);
    server.use(http.post('/api/encuestas/3/votar/Empleo', () => apiError(500)));
    renderRoute(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al registrar tu voto.');
    expect(within(card()).getAllByRole('button', { name: /^Votar por: / })).toHaveLength(2);
    expect(localStorage.getItem('votosEncuestas')).toBeNull();
  });

  it("shows each option's votes and share, the total, and marks the member's own choice 'Tu voto'", async () => {
    resetSession(makeUser({ id: 7 }));
    const requests = recordRequests();
    encuestasApi([encuesta({ yaVotaste: true, votos: { Empleo: 2, Economía: 4 } }), encuesta({ id: 4, titulo: 'Otra', cerrada: true, votos: { Empleo: 1, Economía: 0 } })], {
      mine: { 3: 'Economía' },
    });
    renderRoute(page);
    const voted = within(await screen.findByRole('article', { name: '¿Qué tema debatimos?' }));
    expect(await voted.findByText('Tu voto')).toBeInTheDocument();
    const rows = voted.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['Empleo2 votos (33,3\u00a0%)', 'Economía4 votos (66,7\u00a0%)Tu voto']);
    expect(voted.getByText('Total: 6 votos')).toBeInTheDocument();
    // A closed survey the member did not vote on: its results, no mark; '1 voto' in the singular.
    const closed = within(card('Otra'));
    expect(closed.getByText('1 voto (100,0 %)')).toBeInTheDocument();
    expect(closed.getByText('Total: 1 voto')).toBeInTheDocument();
    expect(closed.queryByText('Tu voto')).not.toBeInTheDocument();
    expect(requests.filter((request) => request === MINE)).toHaveLength(1);
  });

  it('the counts follow the live tally; a visitor reads no choices and sees no mark', async () => {
    const requests = recordRequests();
    encuestasApi([encuesta({ cerrada: true, votos: { Empleo: 1, Economía: 1 } })]);
    renderRoute(page);
    expect(await within(await screen.findByRole('article')).findByText('Total: 2 votos')).toBeInTheDocument();
    expect(screen.getAllByText('1 voto (50,0 %)')).toHaveLength(2);
    expect(screen.queryByText('Tu voto')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/encuestas/all']);
  });

  it("the server's page has the counts in words (the chart waits for the browser), and no member's mark", () => {
    renderRoute(page, { serverData: { encuestas: [encuesta({ cerrada: true, votos: { Empleo: 3, Economía: 1 } })], misVotos: {} } });
    expect(within(card()).getByText('3 votos (75,0 %)')).toBeInTheDocument();
    expect(within(card()).getByText('Total: 4 votos')).toBeInTheDocument();
  });

  it('names the page', () => {
    expect(page.handle.head({ encuestas: [encuesta()], misVotos: {} })).toEqual({
      title: 'Encuestas · Plataforma Juvenil',
      description: 'Tu opinión cuenta: vota en las encuestas del movimiento juvenil y mira los resultados.',
    });
  });

  it("does not count one member's vote of this visit for another member who signs in on the same page", async () => {
    // The server knows who voted: for the second member the poll is still open.
    server.use(
      http.get('/api/encuestas/all', () => HttpResponse.json([encuesta()])),
      http.post('/api/encuestas/:id/votar/:opcion', () => HttpResponse.json({ message: 'Voto registrado' })),
      http.get('/api/encuestas/mis-votos', () => HttpResponse.json({})),
    );
    setSession({ user: makeUser({ id: 7 }), status: 'ready' });
    renderRoute(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await within(card()).findByRole('heading', { name: 'Resultados de la votación:' })).toBeInTheDocument();

    act(() => setSession({ user: makeUser({ id: 8, nombre: 'Luis Mamani' }), status: 'ready' }));
    expect(await within(card()).findByRole('button', { name: 'Votar por: Empleo' })).toBeInTheDocument();
  });

  it('a closed survey shows "Encuesta cerrada" and its results to a visitor, without vote buttons', async () => {
    encuestasApi([encuesta({ cierraEn: '2026-11-20T12:00:00.000Z', cerrada: true, votos: { Empleo: 4, Economía: 1 } })]);
    renderRoute(page);
    expect(await within(await screen.findByRole('article')).findByText('Encuesta cerrada')).toBeInTheDocument();
    expect(await within(card()).findByText('Resultados de ¿Qué tema debatimos?: Empleo=4 Economía=1')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    // Nothing changes on a closed survey: no live stream.
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('an open survey with a closing date shows "Cierra el …" in es-BO, La Paz time', async () => {
    encuestasApi([encuesta({ cierraEn: '2026-12-01T22:30:00.000Z' })]);
    renderRoute(page);
    expect(await within(await screen.findByRole('article')).findByText('Cierra el 1 de diciembre de 2026 a las 18:30')).toBeInTheDocument();
    expect(within(card()).getAllByRole('button')).toHaveLength(2);
  });

  it('a vote refused because the survey closed meanwhile shows the message and re-reads it closed', async () => {
    resetSession(makeUser({ id: 7 }));
    encuestasApi([encuesta()]);
    renderRoute(page);
    const button = await screen.findByRole('button', { name: 'Votar por: Empleo' });
    server.use(
      http.post('/api/encuestas/3/votar/Empleo', () => apiError(409, 'La encuesta está cerrada.')),
      http.get('/api/encuestas/all', () => HttpResponse.json([encuesta({ cerrada: true, cierraEn: '2026-11-20T12:00:00.000Z' })])),
    );
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('La encuesta está cerrada.');
    expect(await within(card()).findByText('Encuesta cerrada')).toBeInTheDocument();
    expect(within(card()).getByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=0')).toBeInTheDocument();
    expect(localStorage.getItem('votosEncuestas')).toBeNull();
  });

  it("a member's results follow the API's live tally without a reload, and the stream closes with the page", async () => {
    resetSession(makeUser({ id: 7 }));
    encuestasApi([encuesta({ yaVotaste: true })]);
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=0')).toBeInTheDocument();
    const [stream] = FakeEventSource.opened;
    expect(stream).toMatchObject({ url: '/api/encuestas/3/eventos', init: { withCredentials: true } });
    stream!.emit({ id: 3, votos: { Empleo: 2, Economía: 5 } });
    expect(screen.getByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=5')).toBeInTheDocument();
    // The counts in words follow the stream too.
    expect(screen.getByText('5 votos (71,4 %)')).toBeInTheDocument();
    expect(screen.getByText('Total: 7 votos')).toBeInTheDocument();
    unmount();
    expect(stream!.closed).toBe(true);
  });

  it('a refused stream (too many tabs, a busy server) falls back to reading the results again on an interval', async () => {
    resetSession(makeUser({ id: 7 }));
    encuestasApi([encuesta({ yaVotaste: true })]);
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('Resultados de ¿Qué tema debatimos?: Empleo=2 Economía=0')).toBeInTheDocument();
    const [stream] = FakeEventSource.opened;
    stream!.emit({ id: 3, votos: { Empleo: 5, Economía: 0 } });
    // Dropped, the browser reconnects by itself: nothing to do.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const requests = recordRequests();
      stream!.fail(0);
      await act(async () => jest.advanceTimersByTime(RELECTURA_MS * 2));
      expect(requests).toEqual([]);
      expect(screen.getByText('Resultados de ¿Qué tema debatimos?: Empleo=5 Economía=0')).toBeInTheDocument();

      // Refused (the API's 429 or 503): the page reads the results again, every RELECTURA_MS.
      encuestasApi([encuesta({ yaVotaste: true, votos: { Empleo: 6, Economía: 3 } })]);
      stream!.fail(2);
      await act(async () => jest.advanceTimersByTime(RELECTURA_MS));
      jest.useRealTimers();
      expect(await screen.findByText('Resultados de ¿Qué tema debatimos?: Empleo=6 Economía=3')).toBeInTheDocument();
      expect(surveyRequests(requests)).toEqual(['GET /api/encuestas/all']);
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      unmount();
      await act(async () => jest.advanceTimersByTime(RELECTURA_MS * 3));
      expect(surveyRequests(requests)).toEqual(['GET /api/encuestas/all']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("trusts the server's yaVotaste false over the browser's record (an admin removed the voted option): the buttons come back and the vote goes", async () => {
    const requests = recordRequests();
    resetSession(makeUser({ id: 7 }));
    localStorage.setItem('votosEncuestas', '["encuesta_3_user_7","encuesta_4_user_7"]');
    encuestasApi([encuesta({ yaVotaste: false })]);
    renderRoute(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Votar por: Empleo' }));
    expect(await screen.findByText('Tu voto ha sido registrado.')).toBeInTheDocument();
    expect(requests).toContain('POST /api/encuestas/3/votar/Empleo');
    expect(localStorage.getItem('votosEncuestas')).toBe('["encuesta_4_user_7","encuesta_3_user_7"]');
  });

  it("shows the loading text while a voted card's payload has no tally yet (read as a visitor)", async () => {
    resetSession(makeUser({ id: 7 }));
    localStorage.setItem('votosEncuestas', '["encuesta_3_user_7"]');
    encuestasApi([encuesta()]);
    renderRoute(page);
    expect(await within(await screen.findByRole('article')).findByText('Cargando resultados...')).toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
  });
});
