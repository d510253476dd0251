import type { AuditoriaEntrada, AuditoriaPage } from '@plataforma/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const entrada = (id: number, patch: Partial<AuditoriaEntrada> = {}): AuditoriaEntrada => ({
  id,
  adminId: 1,
  adminNombre: 'Ana Quispe',
  accion: 'crear',
  entidad: 'noticias',
  entidadId: String(id),
  resumen: 'Crear noticia',
  creadoEn: '2026-11-25T15:30:00.000Z',
  ...patch,
});

const page = (data: AuditoriaEntrada[], patch: Partial<AuditoriaPage> = {}): AuditoriaPage => ({
  data,
  total: data.length,
  page: 1,
  limit: 20,
  totalPages: 1,
  hasNext: false,
  hasPrev: false,
  ...patch,
});

function serve(answer: (query: URLSearchParams) => AuditoriaPage) {
  server.use(
    http.get('/api/auditoria', ({ request }) => HttpResponse.json(answer(new URL(request.url).searchParams))),
    http.get('/api/auditoria/filtros', () =>
      HttpResponse.json({ acciones: ['crear', 'exportar'], admins: [{ id: 1, nombre: 'Ana Quispe' }, { id: 2, nombre: 'Luis Mamani' }] }),
    ),
  );
}

const rows = () => within(screen.getByRole('region', { name: 'Registro de auditoría' })).getAllByRole('row').slice(1);

describe('AuditoriaPage', () => {
  it('shows the newest lines with who, when, action, entity, id and summary', async () => {
    serve(() => page([entrada(2, { accion: 'exportar', entidad: 'users', entidadId: null, resumen: 'Exportar usuarios (CSV)' }), entrada(1)]));
    const requests = recordRequests();
    renderAdmin('/admin/auditoria');
    expect(await screen.findByText('Cargando auditoría...')).toBeInTheDocument();
    await screen.findByText('Exportar usuarios (CSV)');
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auditoría', hidden: true })).toHaveAttribute('aria-current', 'page');
    const [first, second] = rows();
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringContaining('25'),
      'Ana Quispe',
      'exportar',
      'users',
      '-',
      'Exportar usuarios (CSV)',
    ]);
    expect(within(second!).getByText('Crear noticia')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 2 de 2 acciones')).toBeInTheDocument();
    expect(requests).toEqual(expect.arrayContaining(['GET /api/auditoria?page=1&limit=20', 'GET /api/auditoria/filtros']));
  });

  it('filters by admin, action and days through the URL, and pages', async () => {
    serve((query) =>
      query.get('adminId') === '2' ? page([entrada(9, { adminId: 2, adminNombre: 'Luis Mamani' })], { total: 41, totalPages: 3, page: Number(query.get('page') ?? 1) }) : page([entrada(1)]),
    );
    const requests = recordRequests();
    const { user, router } = renderAdmin('/admin/auditoria');
    await screen.findByText('Crear noticia');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Administrador' }), 'Luis Mamani');
    await screen.findByText('Luis Mamani', { selector: 'td' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Administrador' })).toHaveValue('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'crear');
    // The screen shows a filter once the list it asks for has been read.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('crear'));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?adminId=2&accion=crear&desde=2026-11-01'));
    await waitFor(() => expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01'));
    await user.click(within(screen.getByRole('navigation', { name: 'Páginas de la auditoría' })).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(requests).toContain('GET /api/auditoria?adminId=2&accion=crear&desde=2026-11-01&page=2&limit=20'));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Each step reads the list again through the router: slow on a busy machine, not stuck.
  }, 20_000);

  it('says when nothing matches, and shows the server message when the log cannot be read', async () => {
    serve(() => page([]));
    const { unmount } = renderAdmin('/admin/auditoria');
    expect(await screen.findByText('No hay acciones registradas con estos filtros.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/auditoria', () => apiError(500)));
    renderAdmin('/admin/auditoria');
    expect(await screen.findByText('No se pudo cargar la auditoría.')).toBeInTheDocument();
  });
});
