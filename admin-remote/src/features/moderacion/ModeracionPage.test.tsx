import type { ComentarioModerado, Paginated } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { admin, renderAdmin } from '../../testing/renderAdmin';

const reportado = (overrides: Partial<ComentarioModerado> = {}): ComentarioModerado => ({
  id: 7,
  contenido: 'Compren mis rifas',
  creadoEn: '2026-11-20T14:00:00.000Z',
  ocultoEn: '2026-11-21T10:00:00.000Z',
  publicacion: { id: 3, titulo: 'Propuesta de empleo' },
  usuario: { id: 4, nombre: 'Carlos Rojas', bloqueado: false },
  reportes: [
    { motivo: 'Spam', usuario: { id: 5, nombre: 'Luis Mamani' }, creadoEn: '2026-11-21T10:00:00.000Z' },
    { motivo: 'Fuera de tema', usuario: { id: 6, nombre: 'Rosa Choque' }, creadoEn: '2026-11-21T09:00:00.000Z' },
  ],
  decision: null,
  ...overrides,
});

const page = (data: ComentarioModerado[], overrides: Partial<Paginated<ComentarioModerado>> = {}): Paginated<ComentarioModerado> => ({
  data,
  total: data.length,
  page: 1,
  limit: 10,
  totalPages: data.length ? 1 : 0,
  hasNext: false,
  hasPrev: false,
  ...overrides,
});

/** The list the server holds now, answered at every read. */
function serveList(initial: ComentarioModerado[]) {
  const state = { list: initial };
  server.use(http.get('/api/moderacion/comentarios', () => HttpResponse.json(page(state.list))));
  return state;
}

const card = () => screen.getByRole('article', { name: 'Comentario de Carlos Rojas' });

describe('ModeracionPage', () => {
  it('lists the comments to review with their reports (reason, who, when), reading page 1 of 10', async () => {
    serveList([reportado()]);
    const requests = recordRequests();
    renderAdmin('/admin/moderacion');
    expect(await screen.findByText('Cargando comentarios por revisar...')).toBeInTheDocument();
    const item = within(await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Moderación' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/moderacion/comentarios?page=1&limit=10']);
    expect(item.getByText('Compren mis rifas')).toBeInTheDocument();
    expect(item.getByText('Oculto')).toBeInTheDocument();
    expect(item.getByText(/Propuesta de empleo/)).toBeInTheDocument();
    expect(item.getByRole('heading', { name: 'Reportes (2)' })).toBeInTheDocument();
    const reports = item.getAllByRole('listitem').map((li) => li.textContent);
    expect(reports[0]).toMatch(/^Spam · Luis Mamani · 21 de noviembre de 2026/);
    expect(reports[1]).toMatch(/^Fuera de tema · Rosa Choque/);
    for (const name of ['Restaurar', 'Eliminar', 'Bloquear usuario']) expect(item.getByRole('button', { name })).toBeInTheDocument();
    // Already hidden: nothing to hide.
    expect(item.queryByRole('button', { name: 'Ocultar' })).not.toBeInTheDocument();
  });

  it('a page past the last one (its last comment just decided, or an old link) goes to the last page instead of saying the queue is empty', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/moderacion/comentarios', ({ request }) => {
        const asked = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(asked === 1 ? page([reportado()], { total: 1 }) : page([], { page: asked, total: 1, totalPages: 1 }));
      }),
    );
    renderAdmin('/admin/moderacion?page=2');
    expect(await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' })).toBeInTheDocument();
    expect(screen.queryByText('No hay comentarios por revisar.')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/moderacion/comentarios?page=2&limit=10', 'GET /api/moderacion/comentarios?page=1&limit=10']);
  });

  it('says so when nothing awaits review, and shows a failed load', async () => {
    serveList([]);
    const { unmount } = renderAdmin('/admin/moderacion');
    expect(await screen.findByText('No hay comentarios por revisar.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/moderacion/comentarios', () => apiError(500)));
    renderAdmin('/admin/moderacion');
    expect(await screen.findByText('No se pudieron cargar los comentarios por revisar. Intenta nuevamente.')).toBeInTheDocument();
  });

  it("'Restaurar' a hidden comment sends the decision; on a visible one it reads 'Descartar reportes'; 'Ocultar' asks first", async () => {
    const state = serveList([reportado()]);
    const sent: string[] = [];
    server.use(
      http.post('/api/moderacion/comentarios/7/restaurar', () => {
        sent.push('restaurar');
        state.list = [reportado({ ocultoEn: null })];
        return HttpResponse.json({ message: 'Comentario restaurado.' });
      }),
      http.post('/api/moderacion/comentarios/7/ocultar', () => {
        sent.push('ocultar');
        state.list = [reportado()];
        return HttpResponse.json({ message: 'Comentario oculto.' });
      }),
    );
    const { user } = renderAdmin('/admin/moderacion');
    await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' });
    expect(within(card()).queryByRole('button', { name: 'Descartar reportes' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Comentario restaurado.');
    expect(within(card()).getByText('Visible')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Descartar reportes' })).toBeEnabled();
    expect(within(card()).queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();

    // Asked, then cancelled with the keyboard: nothing sent.
    await user.click(within(card()).getByRole('button', { name: 'Ocultar' }));
    const dialog = screen.getByRole('dialog', { name: 'Ocultar comentario' });
    expect(dialog).toHaveTextContent('¿Ocultar el comentario de Carlos Rojas? Solo los administradores podrán leerlo; podrás restaurarlo después.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual(['restaurar']);

    await user.click(within(card()).getByRole('button', { name: 'Ocultar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Comentario oculto.'));
    expect(within(card()).getByText('Oculto')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual(['restaurar', 'ocultar']);
  });

  it("a comment decided leaves the queue and the keyboard's place goes to the next one, not the page's top", async () => {
    const otro = reportado({ id: 8, usuario: { id: 9, nombre: 'Eva Mita', bloqueado: false } });
    const state = serveList([reportado(), otro]);
    server.use(
      http.post('/api/moderacion/comentarios/7/restaurar', () => {
        state.list = [otro];
        return HttpResponse.json({ message: 'Comentario restaurado.' });
      }),
    );
    const { user } = renderAdmin('/admin/moderacion');
    await user.click(within(await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' })).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comentario de Carlos Rojas' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comentario de Eva Mita' })).toContainElement(document.activeElement as HTMLElement));
  });

  it("'Eliminar' asks first, then deletes the comment", async () => {
    const state = serveList([reportado()]);
    const deleted: string[] = [];
    server.use(
      http.delete('/api/comentarios/7', () => {
        deleted.push('7');
        state.list = [];
        return HttpResponse.json({ message: 'Comentario eliminado correctamente.' });
      }),
    );
    const { user } = renderAdmin('/admin/moderacion');
    await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' });
    await user.click(within(card()).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar comentario' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay comentarios por revisar.')).toBeInTheDocument();
    expect(deleted).toEqual(['7']);
  });

  it("'Bloquear usuario' asks for the motivo, blocks the author, then offers 'Desbloquear usuario'; a refusal shows in red", async () => {
    const state = serveList([reportado()]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/users/4/bloqueo', async ({ request }) => {
        sent.push(await request.json());
        state.list = [reportado({ usuario: { id: 4, nombre: 'Carlos Rojas', bloqueado: true } })];
        return HttpResponse.json({});
      }),
      http.delete('/api/users/4/bloqueo', () => apiError(500)),
    );
    const { user } = renderAdmin('/admin/moderacion');
    await screen.findByRole('article', { name: 'Comentario de Carlos Rojas' });
    await user.click(within(card()).getByRole('button', { name: 'Bloquear usuario' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Bloquear usuario' })).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Bloquear usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear usuario' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear usuario' }));
    expect(await within(card()).findByRole('button', { name: 'Desbloquear usuario' })).toBeEnabled();
    expect(within(card()).getByText('Usuario bloqueado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carlos Rojas ya no puede comentar, votar ni inscribirse. Le enviamos el motivo por correo.');
    expect(sent).toEqual([{ motivo: 'Spam' }]);
    await user.click(within(card()).getByRole('button', { name: 'Desbloquear usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar el bloqueo del usuario. Intenta nuevamente.');
  });

  it("offers no block on the admin's own comment (the server refuses blocking oneself)", async () => {
    serveList([reportado({ usuario: { id: admin.id, nombre: admin.nombre, bloqueado: false } })]);
    renderAdmin('/admin/moderacion');
    const own = await screen.findByRole('article', { name: `Comentario de ${admin.nombre}` });
    expect(within(own).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /bloquear usuario/i })).not.toBeInTheDocument();
  });
  it("'Resueltos' lists the decided comments with who decided and when, in the URL; 'Pendientes' goes back", async () => {
    server.use(
      http.get('/api/moderacion/comentarios', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('estado') === 'resueltos'
            ? page([
                reportado({ decision: { accion: 'ocultado', por: 'Ana Quispe', en: '2026-11-21T14:30:00.000Z' } }),
                reportado({ id: 8, ocultoEn: null, usuario: { id: 9, nombre: 'Eva Torres', bloqueado: false }, decision: { accion: 'descartado', por: null, en: '2026-11-20T12:00:00.000Z' } }),
              ])
            : page([]),
        ),
      ),
    );
    const requests = recordRequests();
    const { user } = renderAdmin('/admin/moderacion');
    expect(await screen.findByText('No hay comentarios por revisar.')).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'Mostrar' });
    expect(within(views).getByRole('button', { name: 'Pendientes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Resueltos' }));
    const list = await screen.findByRole('list', { name: 'Comentarios resueltos' });
    expect(within(views).getByRole('button', { name: 'Resueltos' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card()).getByText(/Ocultado por Ana Quispe el/)).toHaveTextContent('Ocultado por Ana Quispe el 21 de noviembre de 2026 a las 10:30');
    // A hidden one can be restored from the history; a visible one has no reports left to set aside.
    expect(within(card()).getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
    const other = within(list).getByRole('article', { name: 'Comentario de Eva Torres' });
    expect(within(other).getByText(/Reportes descartados por/)).toHaveTextContent('Reportes descartados por un administrador que ya no tiene cuenta el 20 de noviembre de 2026 a las 08:00');
    expect(within(other).queryByRole('button', { name: /Restaurar|Descartar reportes/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Ocultar' })).toBeInTheDocument();
    expect(requests).toContain('GET /api/moderacion/comentarios?estado=resueltos&page=1&limit=10');

    await user.click(within(views).getByRole('button', { name: 'Pendientes' }));
    expect(await screen.findByText('No hay comentarios por revisar.')).toBeInTheDocument();
    expect(requests.at(-1)).toBe('GET /api/moderacion/comentarios?page=1&limit=10');
  });
});
