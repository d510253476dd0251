import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comentario, PublicacionConComentarios } from '@plataforma/contracts';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './PublicacionesPage';

const comentario = { id: 9, contenido: 'Bien dicho', publicacionId: 1, creadoEn: '2026-11-15T13:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 2, nombre: 'Luis' } };
const publicaciones = (): PublicacionConComentarios[] => [
  { id: 1, titulo: 'Primera', contenido: 'c'.repeat(160), creadoEn: '2026-11-15T12:00:00.000Z', comentarios: [comentario] },
  { id: 2, titulo: 'Segunda', contenido: 'Corta', creadoEn: '2026-11-16T12:00:00.000Z', comentarios: [] },
];

const card = (name: string) => screen.getByRole('article', { name });

/**
 * The API of this page: the publications with their comments, and POST /comentarios, which stores
 * the comment as the signed-in member's, so the next read lists it. A POST waits for `release()`
 * when `held`.
 */
function publicacionesApi({ held = false } = {}) {
  const stored = publicaciones();
  const posted: unknown[] = [];
  let release = () => {};
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.get('/api/publicaciones/all', () => HttpResponse.json(stored)),
    http.post('/api/comentarios', async ({ request }) => {
      const body = (await request.json()) as { contenido: string; publicacionId: number };
      posted.push(body);
      await answered;
      const nuevo: Comentario = { id: 10, ...body, creadoEn: '2026-11-17T12:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 1, nombre: 'Ana Quispe' } };
      stored.find((publicacion) => publicacion.id === body.publicacionId)?.comentarios.push(nuevo);
      return HttpResponse.json(nuevo, { status: 201 });
    }),
  );
  return { posted, release: () => act(async () => release()) };
}

afterEach(() => resetSession(null));

describe('PublicacionesPage', () => {
  it('shows each post with its comments, all from one request', async () => {
    const requests = recordRequests();
    publicacionesApi();
    renderRoute(page, { path: '/publicaciones' });
    expect(await screen.findByText('Cargando publicaciones...')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(within(card('Primera')).getByText(`${'c'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(card('Primera')).getByText('15 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card('Primera')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
    expect(within(card('Primera')).getByText('Bien dicho')).toBeInTheDocument();
    expect(within(card('Primera')).getByText('Luis:')).toBeInTheDocument();
    expect(within(card('Primera')).getByRole('link', { name: 'Primera' })).toHaveAttribute('href', '/publicaciones/1');
    expect(within(card('Segunda')).getByRole('heading', { name: 'Comentarios (0)' })).toBeInTheDocument();
    const prompts = screen.getAllByRole('link', { name: 'Inicia sesión para comentar' });
    expect(prompts.map((link) => link.getAttribute('href'))).toEqual(['/login?volver=%2Fpublicaciones', '/login?volver=%2Fpublicaciones']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/publicaciones/all?include=comentarios']);
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { publicaciones: publicaciones() } });
    expect(within(card('Primera')).getByText('Bien dicho')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the empty text', async () => {
    server.use(http.get('/api/publicaciones/all', () => HttpResponse.json([])));
    renderRoute(page);
    expect(await screen.findByText('No hay publicaciones disponibles por ahora.')).toBeInTheDocument();
  });

  it("shows the server's message, else the load failure", async () => {
    server.use(http.get('/api/publicaciones/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/publicaciones/all', () => apiError(500)));
    renderRoute(page);
    expect(await screen.findByText('No se pudieron cargar las publicaciones')).toBeInTheDocument();
  });

  it('counts the comment up to its 1000 characters', async () => {
    resetSession(makeUser());
    server.use(http.get('/api/publicaciones/all', () => HttpResponse.json(publicaciones())));
    renderRoute(page);
    await screen.findAllByRole('article');
    const input = within(card('Segunda')).getByRole('textbox', { name: 'Escribe un comentario' });
    expect(input).toHaveAttribute('maxlength', '1000');
    expect(input).toHaveAccessibleDescription('0/1000');
    fireEvent.change(input, { target: { value: 'Me sumo' } });
    expect(input).toHaveAccessibleDescription('7/1000');
  });

  it('lets a member send a trimmed comment (a blank one is refused), disabled while sending, and lists it as the server stored it', async () => {
    resetSession(makeUser());
    const requests = recordRequests();
    const comments = publicacionesApi({ held: true });
    renderRoute(page);
    await screen.findAllByRole('article');
    const input = within(card('Segunda')).getByRole('textbox', { name: 'Escribe un comentario' });
    const send = within(card('Segunda')).getByRole('button', { name: 'Enviar' });
    expect(send).toBeEnabled();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(await within(card('Segunda')).findByRole('alert')).toHaveTextContent('El comentario no puede estar vacío.');
    fireEvent.change(input, { target: { value: '  Me sumo  ' } });
    fireEvent.click(send);
    expect(await within(card('Segunda')).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(input).toBeDisabled();
    await waitFor(() => expect(comments.posted).toEqual([{ contenido: 'Me sumo', publicacionId: 2 }]));
    // The other posts' forms are not held by this one.
    expect(within(card('Primera')).getByRole('textbox', { name: 'Escribe un comentario' })).toBeEnabled();

    await comments.release();
    expect(await within(card('Segunda')).findByText('Me sumo')).toBeInTheDocument();
    expect(within(card('Segunda')).getByText('Ana Quispe:')).toBeInTheDocument();
    expect(within(card('Segunda')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
    // The same form, emptied: the card stayed while the page read the publications again.
    expect(input).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    // Said, and the keyboard's place is the field again (disabled while sending, it had lost focus).
    expect(within(card('Segunda')).getByRole('status')).toHaveTextContent('Tu comentario fue publicado.');
    await waitFor(() => expect(input).toHaveFocus());
    expect(requests).toEqual([
      'GET /api/publicaciones/all?include=comentarios',
      'POST /api/comentarios',
      'GET /api/publicaciones/all?include=comentarios',
    ]);
  });

  it("shows the server's message when a comment is refused, and keeps the draft", async () => {
    resetSession(makeUser());
    publicacionesApi();
    server.use(http.post('/api/comentarios', () => apiError(400, 'El comentario es demasiado largo.')));
    renderRoute(page);
    await screen.findAllByRole('article');
    const input = within(card('Primera')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.click(within(card('Primera')).getByRole('button', { name: 'Enviar' }));
    expect(await within(card('Primera')).findByRole('alert')).toHaveTextContent('El comentario es demasiado largo.');
    expect(input).toHaveValue('Hola');
    expect(within(card('Primera')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
  });

  it('alerts the spec-notes text when sending fails, keeps the draft, and the alert vanishes after 3 s', async () => {
    jest.useFakeTimers();
    try {
      resetSession(makeUser());
      publicacionesApi();
      server.use(http.post('/api/comentarios', () => apiError(500)));
      renderRoute(page);
      await screen.findAllByRole('article');
      const input = within(card('Primera')).getByRole('textbox');
      fireEvent.change(input, { target: { value: 'Hola' } });
      fireEvent.click(within(card('Primera')).getByRole('button', { name: 'Enviar' }));
      const alert = await within(card('Primera')).findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo enviar el comentario. Intenta nuevamente.');
      expect(input).toHaveValue('Hola');
      act(() => jest.advanceTimersByTime(2999));
      expect(alert).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the page', () => {
    expect(page.handle.head({ publicaciones: publicaciones() })).toEqual({
      title: 'Publicaciones · Plataforma Juvenil',
      description: 'Publicaciones del movimiento juvenil: ideas y propuestas abiertas al comentario de los miembros.',
    });
  });

  describe("a member's own comments", () => {
    /** The server's comments of the first post: the member's own (id 1) and Luis's; PUT and DELETE change them. */
    function ownCommentsApi() {
      const own: Comentario = { id: 11, contenido: 'Mi idea', publicacionId: 1, creadoEn: '2026-11-16T10:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 1, nombre: 'Ana Quispe' } };
      const stored = [{ ...publicaciones()[0]!, comentarios: [comentario, own] }];
      const sent: string[] = [];
      server.use(
        http.get('/api/publicaciones/all', () => HttpResponse.json(stored)),
        http.put('/api/comentarios/:id', async ({ params, request }) => {
          const { contenido } = (await request.json()) as { contenido: string };
          sent.push(`PUT ${params.id} ${contenido}`);
          Object.assign(own, { contenido, editadoEn: '2026-11-17T09:00:00.000Z' });
          return HttpResponse.json(own);
        }),
        http.delete('/api/comentarios/:id', ({ params }) => {
          sent.push(`DELETE ${params.id}`);
          stored[0]!.comentarios = stored[0]!.comentarios.filter((c) => c.id !== Number(params.id));
          return HttpResponse.json({ message: 'Comentario eliminado correctamente.' });
        }),
      );
      return sent;
    }
    const item = (text: string) => screen.getByText(text).closest('li')!;

    it('can be edited (trimmed, then shown as the server stored it, marked editado); others offer no such buttons', async () => {
      resetSession(makeUser({ id: 1 }));
      const sent = ownCommentsApi();
      renderRoute(page);
      await screen.findByText('Mi idea');
      expect(within(item('Bien dicho')).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();

      await userEvent.click(within(item('Mi idea')).getByRole('button', { name: 'Editar' }));
      const field = screen.getByRole('textbox', { name: 'Editar comentario' });
      expect(field).toHaveValue('Mi idea');
      // The keyboard's place follows the switch: into the field, then back to 'Editar'.
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.clear(field);
      await userEvent.type(field, '  Mi idea, mejorada  ');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText('Mi idea, mejorada')).toBeInTheDocument();
      expect(within(item('Mi idea, mejorada')).getByText('(editado)')).toBeInTheDocument();
      expect(sent).toEqual(['PUT 11 Mi idea, mejorada']);
      await waitFor(() => expect(within(item('Mi idea, mejorada')).getByRole('button', { name: 'Editar' })).toHaveFocus());
    });

    it("'Cancelar' leaves the form unsent and gives focus back to 'Editar'", async () => {
      resetSession(makeUser({ id: 1 }));
      const sent = ownCommentsApi();
      renderRoute(page);
      await screen.findByText('Mi idea');
      await userEvent.click(within(item('Mi idea')).getByRole('button', { name: 'Editar' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Editar comentario' }), ' y algo más');
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

      await waitFor(() => expect(within(item('Mi idea')).getByRole('button', { name: 'Editar' })).toHaveFocus());
      expect(sent).toEqual([]);
    });

    it('can be deleted after confirming', async () => {
      resetSession(makeUser({ id: 1 }));
      const sent = ownCommentsApi();
      renderRoute(page);
      await screen.findByText('Mi idea');
      await userEvent.click(within(item('Mi idea')).getByRole('button', { name: 'Eliminar' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu comentario?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

      await waitFor(() => expect(screen.queryByText('Mi idea')).not.toBeInTheDocument());
      expect(sent).toEqual(['DELETE 11']);
      expect(within(card('Primera')).getByRole('heading', { name: 'Comentarios (1)' })).toBeInTheDocument();
    });
  });
});

describe('PublicacionesPage: reports and moderation', () => {
  const oculto: Comentario = { ...comentario, id: 12, contenido: '', oculto: true, usuario: { id: 3, nombre: 'Carlos' } };
  /** The first post with Luis's comment and a hidden one; POST /comentarios/:id/reportes answers `answer`. */
  function moderationApi(answer: () => Response = () => HttpResponse.json({ id: 1, comentarioId: 9, motivo: 'Spam', creadoEn: '2026-11-18T10:00:00.000Z' }, { status: 201 })) {
    const reports: unknown[] = [];
    server.use(
      http.get('/api/publicaciones/all', () => HttpResponse.json([{ ...publicaciones()[0]!, comentarios: [comentario, oculto] }])),
      http.post('/api/comentarios/:id/reportes', async ({ params, request }) => {
        reports.push({ id: params.id, ...((await request.json()) as object) });
        return answer();
      }),
    );
    return reports;
  }

  it('shows a hidden comment as the moderation notice, to a visitor, with nothing to report', async () => {
    moderationApi();
    renderRoute(page);
    expect(await screen.findByText('Comentario oculto por moderación')).toBeInTheDocument();
    expect(screen.queryByText('Carlos:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
  });

  it("shows an admin the hidden comment's text, marked hidden", async () => {
    resetSession(makeUser({ id: 1, rol: 'admin' }));
    server.use(
      http.get('/api/publicaciones/all', () =>
        HttpResponse.json([{ ...publicaciones()[0]!, comentarios: [{ ...oculto, contenido: 'Compren mis rifas' }] }]),
      ),
    );
    renderRoute(page);
    const text = await screen.findByText('Compren mis rifas');
    expect(text.closest('li')).toHaveTextContent('Carlos: Compren mis rifas (comentario oculto por moderación)');
  });

  it('opens the report dialog on the refusal a page came back with (sent before the scripts ran), the reason kept', async () => {
    resetSession(makeUser({ id: 1 }));
    renderRoute(page, {
      serverData: { publicaciones: [{ ...publicaciones()[0]!, comentarios: [comentario] }] },
      serverActionData: { error: 'Ya reportaste este comentario.', fields: { intent: 'reportar', id: '9', motivo: 'Ofensivo' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reportar comentario' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ya reportaste este comentario.');
    expect(within(dialog).getByRole('radio', { name: 'Ofensivo' })).toBeChecked();
  });

  it("lets a member report another's comment from a labelled dialog, by keyboard, then thanks them", async () => {
    resetSession(makeUser({ id: 1 }));
    const reports = moderationApi();
    renderRoute(page);
    const user = userEvent.setup();
    await screen.findByText('Bien dicho');
    const open = within(screen.getByText('Bien dicho').closest('li')!).getByRole('button', { name: 'Reportar el comentario de Luis' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reportar comentario' });
    const reasons = within(dialog).getByRole('group', { name: '¿Por qué reportas este comentario?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Spam', 'Ofensivo', 'Fuera de tema']);
    const send = within(dialog).getByRole('button', { name: 'Enviar reporte' });
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Elige un motivo: Spam, Ofensivo, Fuera de tema.');
    await user.click(within(reasons).getByRole('radio', { name: 'Ofensivo' }));
    await user.keyboard('{ArrowDown}');
    expect(within(reasons).getByRole('radio', { name: 'Fuera de tema' })).toBeChecked();
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Gracias. Un moderador revisará el comentario.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports).toEqual([{ id: '9', motivo: 'Fuera de tema' }]);
  });

  it("keeps the dialog open with the server's refusal (already reported)", async () => {
    resetSession(makeUser({ id: 1 }));
    moderationApi(() => apiError(409, 'Ya reportaste este comentario.'));
    renderRoute(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Reportar el comentario de Luis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportar comentario' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya reportaste este comentario.');
  });

  it('offers no report on one’s own comment nor to a visitor', async () => {
    moderationApi();
    const { unmount } = renderRoute(page);
    await screen.findByText('Bien dicho');
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
    unmount();
    resetSession(makeUser({ id: 2, nombre: 'Luis' }));
    renderRoute(page);
    await screen.findByText('Bien dicho');
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
  });

  it("answers a comment posted without a session (it ended while the page was open) with 'Debes iniciar sesión para comentar.', sending nothing", async () => {
    const requests = recordRequests();
    const body = new URLSearchParams({ intent: 'comentar', id: '1', contenido: 'Hola' });
    const request = new Request('http://localhost/publicaciones', { method: 'POST', body });
    expect(await page.action({ request, params: {}, context: undefined } as never)).toMatchObject({
      data: { error: 'Debes iniciar sesión para comentar.', fields: { contenido: 'Hola' } },
      init: { status: 401 },
    });
    expect(requests).toEqual([]);
  });

  it("shows a blocked member the server's 403 when commenting", async () => {
    resetSession(makeUser({ bloqueado: true }));
    publicacionesApi();
    server.use(http.post('/api/comentarios', () => apiError(403, 'Tu cuenta no puede participar por ahora.')));
    renderRoute(page);
    await screen.findAllByRole('article');
    fireEvent.change(within(card('Primera')).getByRole('textbox'), { target: { value: 'Hola' } });
    fireEvent.click(within(card('Primera')).getByRole('button', { name: 'Enviar' }));
    expect(await within(card('Primera')).findByRole('alert')).toHaveTextContent('Tu cuenta no puede participar por ahora.');
  });
});
