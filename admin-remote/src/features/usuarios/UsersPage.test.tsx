import { MSG, type User, type UsersPage as UsersPageData } from '@plataforma/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser } from '@plataforma/shared-auth/testing/session';
import { cardTitles } from '../../testing/cards';
import { file } from '../../testing/files';
import { formFields, gate } from '../../testing/network';
import { admin, renderAdmin } from '../../testing/renderAdmin';

const luis = makeUser({ id: 2, nombre: 'Luis Mamani', email: 'luis@example.com', rol: 'usuario' });
const rosa = makeUser({ id: 9, nombre: 'Rosa Choque', email: 'rosa@example.com', rol: 'usuario' });
const eva = makeUser({ id: 5, nombre: 'Eva Torres', email: 'eva@example.com', rol: 'admin' });

const usersPage = (users: User[], overrides: Partial<UsersPageData> = {}): UsersPageData => ({
  users,
  total: users.length,
  page: 1,
  limit: 10,
  totalPages: users.length ? 1 : 0,
  hasNext: false,
  hasPrev: false,
  ...overrides,
});

/** GET /api/users answers `answer(query)` for the query string it was asked with. */
const serveUsers = (answer: (query: URLSearchParams) => UsersPageData) =>
  server.use(http.get('/api/users', ({ request }) => HttpResponse.json(answer(new URL(request.url).searchParams))));

/** Every page of a list of `total` users, `totalPages` pages long, answered at the page asked for. */
const servePages = (total: number, totalPages: number) =>
  serveUsers((query) => usersPage([admin, luis], { total, totalPages, page: Number(query.get('page')) }));

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' });
const pager = () => screen.getByRole('navigation', { name: 'Páginas de usuarios' });
const pageNumbers = () => within(pager()).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);

async function setup(url = '/admin/usuarios') {
  const rendered = renderAdmin(url);
  await screen.findByRole('heading', { name: 'Ana Quispe' });
  return rendered;
}

describe('UsersPage: list', () => {
  it('asks for the first page of 10, shows the loading line, then one card per user', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const requests = recordRequests();
    renderAdmin('/admin/usuarios');
    expect(await screen.findByText('Cargando usuarios...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/users?page=1&limit=10']);

    const first = within(card('Ana Quispe'));
    expect(first.getByText('ana@example.com')).toBeInTheDocument();
    expect(first.getByText('ID: 1')).toBeInTheDocument();
    expect(first.getByText('Administrador')).toBeInTheDocument();
    // The signed-in admin's own card: no action the server would refuse.
    expect(first.getByText('Tu cuenta')).toBeInTheDocument();
    expect(first.queryByRole('button')).not.toBeInTheDocument();
    const second = within(card('Luis Mamani'));
    expect(second.getByText('Usuario Regular')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Hacer Admin' })).toBeInTheDocument();
    // A status: the count of a search's results is announced.
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1 a 2 de 2 usuarios');
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuarios' })).not.toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    serveUsers(() => usersPage([]));
    renderAdmin('/admin/usuarios');
    expect(await screen.findByText('No se encontraron usuarios.')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/users', () => apiError(403, MSG.sinPermiso)));
    const { unmount } = renderAdmin('/admin/usuarios');
    expect(await screen.findByText(MSG.sinPermiso)).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/users', () => apiError(500)));
    renderAdmin('/admin/usuarios');
    expect(await screen.findByText('No se pudieron cargar los usuarios. Intenta nuevamente.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando usuarios...')).not.toBeInTheDocument();
  });

  it('treats an answer without a body as an error', async () => {
    server.use(http.get('/api/users', () => new HttpResponse(null, { status: 200 })));
    renderAdmin('/admin/usuarios');
    expect(await screen.findByText(MSG.respuestaVacia)).toBeInTheDocument();
  });
});

describe('UsersPage: search and filters in the URL', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Lets `ms` of the debounce pass; the async act also lets the navigation it starts settle. */
  const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  async function setupTyping(url?: string) {
    const rendered = renderAdmin(url, { userEvent: { advanceTimers: jest.advanceTimersByTime } });
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    return rendered;
  }

  it('applies the search 500 ms after the last keystroke, with one request for the whole text', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const { user, router } = await setupTyping('/admin/usuarios');
    expect(searchBox()).toHaveAttribute('placeholder', 'Buscar por nombre o email...');
    const requests = recordRequests();

    await user.type(searchBox(), 'ana');
    await elapse(499);
    expect(requests).toEqual([]);
    await elapse(1);
    expect(router.state.location.search).toBe('?search=ana');
    await waitFor(() => expect(requests).toEqual(['GET /api/users?search=ana&page=1&limit=10']));
  });

  it('asks nothing for blank text, and brings back the unfiltered list once the text is cleared', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const { user, router } = await setupTyping('/admin/usuarios?search=luis');
    expect(searchBox()).toHaveValue('luis');
    const requests = recordRequests();

    await user.clear(searchBox());
    await user.type(searchBox(), '   ');
    await elapse(500);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(requests).toEqual(['GET /api/users?page=1&limit=10']));

    await user.type(searchBox(), ' ');
    await elapse(500);
    expect(requests).toHaveLength(1);
  });

  it('filters by role behind the filters toggle; the clear button empties both and reads the list again', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const { user, router } = await setupTyping('/admin/usuarios');
    const requests = recordRequests();
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Rol' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const role = screen.getByRole('combobox', { name: 'Rol' });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos los roles', 'Administrador', 'Usuario']);

    await user.selectOptions(role, 'admin');
    await elapse(0);
    expect(router.state.location.search).toBe('?rol=admin');
    await user.type(searchBox(), 'ana');
    await elapse(500);
    expect(router.state.location.search).toBe('?search=ana&rol=admin');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await elapse(0);
    expect(router.state.location.search).toBe('');
    expect(role).toHaveValue('');
    expect(searchBox()).toHaveValue('');
    await elapse(500);
    await waitFor(() =>
      expect(requests).toEqual([
        'GET /api/users?rol=admin&page=1&limit=10',
        'GET /api/users?search=ana&rol=admin&page=1&limit=10',
        'GET /api/users?page=1&limit=10',
      ]),
    );
  });

  it('keeps search and role on a page change; a new search goes back to page 1', async () => {
    servePages(25, 3);
    const { user, router } = await setupTyping('/admin/usuarios?search=ma&rol=usuario');
    expect(searchBox()).toHaveValue('ma');
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Mostrando 21 a 25 de 25 usuarios')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=ma&rol=usuario&page=3');

    await user.type(searchBox(), 'm');
    await elapse(500);
    expect(router.state.location.search).toBe('?search=mam&rol=usuario');
    await waitFor(() =>
      expect(requests).toEqual(['GET /api/users?search=ma&rol=usuario&page=3&limit=10', 'GET /api/users?search=mam&rol=usuario&page=1&limit=10']),
    );
  });
});

describe('UsersPage: the URL keeps the list', () => {
  it('reads the unfiltered list again when the clear button is pressed with no filter applied', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const { user } = await setup();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(requests).toEqual(['GET /api/users?page=1&limit=10']));
  });

  it('opens at the search, role and page of its URL (a reload)', async () => {
    servePages(25, 3);
    const requests = recordRequests();
    await setup('/admin/usuarios?search=ma&rol=usuario&page=2');
    expect(requests).toEqual(['GET /api/users?search=ma&rol=usuario&page=2&limit=10']);
    expect(searchBox()).toHaveValue('ma');
    expect(screen.getByRole('combobox', { name: 'Rol', hidden: true })).toHaveValue('usuario');
    expect(screen.getByText('Mostrando 11 a 20 de 25 usuarios')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    // 'Exportar CSV' downloads the users of these filters, every page.
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/users/export.csv?search=ma&rol=usuario');
  });

  it('goes Back to the previous page of users and its search', async () => {
    servePages(25, 3);
    const { user, router } = await setup('/admin/usuarios?search=ma');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Mostrando 11 a 20 de 25 usuarios')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Mostrando 21 a 25 de 25 usuarios')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Mostrando 11 a 20 de 25 usuarios')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=ma&page=2');
    expect(searchBox()).toHaveValue('ma');
  });

  it('puts the search of the URL it goes Back to in the search box', async () => {
    serveUsers(() => usersPage([admin, luis]));
    const { router } = await setup('/admin/usuarios');
    await act(() => router.navigate('/admin/usuarios?search=luis'));
    expect(searchBox()).toHaveValue('luis');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
  });
});

describe('UsersPage: pager', () => {
  it('shows the range and every page up to five', async () => {
    serveUsers(() => usersPage([admin, luis], { total: 45, totalPages: 5 }));
    await setup();
    expect(screen.getByText('Mostrando 1 a 10 de 45 usuarios')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager()).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first and last pages with ellipses beyond five pages', async () => {
    servePages(95, 10);
    const { user, router } = await setup();
    expect(screen.getByText('Mostrando 1 a 10 de 95 usuarios')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '2', '10']);

    await user.click(within(pager()).getByRole('button', { name: 'Página 10' }));
    expect(await screen.findByText('Mostrando 91 a 95 de 95 usuarios')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '9', '10']);
    await user.click(within(pager()).getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Mostrando 81 a 90 de 95 usuarios')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '8', '9', '10']);
    expect(pager().textContent).toContain('…');
    expect(router.state.location.search).toBe('?page=9');
  });
});

const dialog = () => screen.getByRole('dialog');

describe('UsersPage: role toggle', () => {
  it('asks first: cancelling sends nothing; confirming changes the role and shows the card read again, in place', async () => {
    let users = [admin, luis];
    serveUsers(() => usersPage(users));
    const sent: unknown[] = [];
    const answer = gate();
    server.use(
      http.patch('/api/users/2/role', async ({ request }) => {
        sent.push(await request.json());
        await answer.opened;
        users = [admin, { ...luis, rol: 'admin' }];
        return HttpResponse.json({ ...luis, rol: 'admin' });
      }),
    );
    const { user } = await setup();

    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Hacer Admin' }));
    expect(screen.getByRole('dialog', { name: 'Hacer administrador' })).toHaveTextContent('¿Hacer administrador a Luis Mamani? Podrá gestionar todo el sitio.');
    // Focus starts on the safe choice; Escape is a cancel too.
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Hacer Admin' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Hacer Admin' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Hacer Admin' }));
    expect(within(card('Luis Mamani')).getByRole('button', { name: 'Hacer Admin' })).toBeDisabled();
    answer.open();
    const updated = within(card('Luis Mamani'));
    expect(await updated.findByText('Administrador')).toBeInTheDocument();
    expect(updated.getByRole('button', { name: 'Hacer Usuario' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ rol: 'admin' }]);
    expect(cardTitles()).toEqual(['Ana Quispe', 'Luis Mamani']);
  });

  it("asks before demoting another admin; shows the server's refusal, else the default, in a red banner and leaves the card as it was", async () => {
    serveUsers(() => usersPage([admin, eva]));
    const { user } = await setup();
    server.use(http.patch('/api/users/5/role', () => apiError(409, MSG.ultimoAdmin)));
    await user.click(within(card('Eva Torres')).getByRole('button', { name: 'Hacer Usuario' }));
    expect(screen.getByRole('dialog', { name: 'Quitar rol de administrador' })).toHaveTextContent(
      '¿Hacer usuario regular a Eva Torres? Ya no podrá entrar al panel de administración.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Hacer Usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.ultimoAdmin);
    expect(within(card('Eva Torres')).getByText('Administrador')).toBeInTheDocument();
    expect(within(card('Eva Torres')).getByRole('button', { name: 'Hacer Usuario' })).toBeEnabled();

    server.use(http.patch('/api/users/5/role', () => apiError(500)));
    await user.click(within(card('Eva Torres')).getByRole('button', { name: 'Hacer Usuario' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Hacer Usuario' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudo actualizar el rol del usuario con ID 5.'));
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('UsersPage: create', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Crear Usuario' });
  const submit = () => within(dialog()).getByRole('button', { name: 'Crear Usuario' });

  async function openModal() {
    serveUsers(() => usersPage([admin, luis]));
    const rendered = renderAdmin('/admin/usuarios', { userEvent: { applyAccept: false } });
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    await rendered.user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    return rendered;
  }

  async function fill(user: ReturnType<typeof renderAdmin>['user']) {
    await user.type(within(dialog()).getByLabelText('Nombre'), '  Rosa Choque ');
    await user.type(within(dialog()).getByLabelText('Correo electrónico'), ' Rosa@Example.com');
    await user.type(within(dialog()).getByLabelText('Contraseña'), 'secreto1');
  }

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
    URL.revokeObjectURL = jest.fn();
  });

  it('is a named dialog with labelled fields', async () => {
    await openModal();
    for (const label of ['Nombre', 'Correo electrónico', 'Contraseña', 'Ubicación (opcional)', 'Foto (opcional)']) {
      expect(within(dialog()).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('refuses missing fields with the service message and a photo that is not JPG or PNG, sending nothing', async () => {
    const { user } = await openModal();
    const requests = recordRequests();
    await user.type(within(dialog()).getByLabelText('Nombre'), '   ');
    await user.click(submit());
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.faltanCamposUsuario));

    const photo = within(dialog()).getByLabelText('Foto (opcional)');
    await user.upload(photo, file('foto.gif', 'image/gif'));
    expect(within(dialog()).getByText(MSG.fotoTipo)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    await user.upload(photo, file('foto.png', 'image/png'));
    expect(within(dialog()).queryByText(MSG.fotoTipo)).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute('src', 'blob:vista-previa');
    expect(requests).toEqual([]);
  });

  it('sends trimmed multipart fields with the photo ("Creando..."), closes, and shows the list read again', async () => {
    const { user } = await openModal();
    const sent: Record<string, FormDataEntryValue>[] = [];
    const answer = gate();
    server.use(
      http.post('/api/users', async ({ request }) => {
        sent.push(await formFields(request));
        await answer.opened;
        serveUsers(() => usersPage([rosa, admin, luis]));
        return HttpResponse.json(rosa, { status: 201 });
      }),
    );
    await fill(user);
    await user.type(within(dialog()).getByLabelText('Ubicación (opcional)'), ' El Alto ');
    await user.upload(within(dialog()).getByLabelText('Foto (opcional)'), file('rosa.jpg', 'image/jpeg'));
    await user.click(submit());
    expect(within(dialog()).getByRole('button', { name: 'Creando...' })).toBeDisabled();
    answer.open();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        nombre: 'Rosa Choque',
        email: 'rosa@example.com',
        password: 'secreto1',
        ubicacion: 'El Alto',
        imagen: expect.objectContaining({ name: 'rosa.jpg', type: 'image/jpeg' }),
      },
    ]);
    await waitFor(() => expect(cardTitles()).toEqual(['Rosa Choque', 'Ana Quispe', 'Luis Mamani']));
    expect(screen.getByText('Mostrando 1 a 3 de 3 usuarios')).toBeInTheDocument();

    // The modal stays mounted: it was emptied after the save.
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(within(dialog()).getByLabelText('Nombre')).toHaveValue('');
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves out an empty ubicacion and a missing photo', async () => {
    const { user } = await openModal();
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post('/api/users', async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json(rosa, { status: 201 });
      }),
    );
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ nombre: 'Rosa Choque', email: 'rosa@example.com', password: 'secreto1' }]);
  });

  it.each([
    ['the server message', () => apiError(409, MSG.emailEnUso), MSG.emailEnUso],
    ['the default', () => apiError(500), 'Error al crear el usuario. Intenta nuevamente.'],
    ['the empty answer text', () => new HttpResponse(null, { status: 201 }), 'Respuesta vacía del servidor al crear usuario.'],
    ['the no-answer text', () => HttpResponse.error(), MSG.sinConexion],
  ])('stays open with %s on failure, keeping what was typed', async (_case, answer, message) => {
    const { user } = await openModal();
    server.use(http.post('/api/users', answer));
    await fill(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog()).getByLabelText('Nombre')).toHaveValue('  Rosa Choque ');
    expect(submit()).toBeEnabled();
  });

  it('empties its fields and error when closed', async () => {
    const { user } = await openModal();
    await user.type(within(dialog()).getByLabelText('Nombre'), 'Rosa');
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(within(dialog()).getByLabelText('Nombre')).toHaveValue('');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('UsersPage: blocking', () => {
  it("unblocks at once; blocks only with a motivo (checked before sending), never for admins, with the server's list read again", async () => {
    let blocked = true;
    const sent: unknown[] = [];
    serveUsers(() => usersPage([admin, eva, { ...luis, bloqueado: blocked }]));
    server.use(
      http.delete('/api/users/2/bloqueo', () => {
        sent.push('DELETE');
        blocked = false;
        return HttpResponse.json({ ...luis, bloqueado: false });
      }),
      http.post('/api/users/2/bloqueo', async ({ request }) => {
        sent.push(await request.json());
        blocked = true;
        return HttpResponse.json({ ...luis, bloqueado: true });
      }),
    );
    const { user } = await setup();
    for (const name of ['Ana Quispe', 'Eva Torres']) expect(within(card(name)).queryByRole('button', { name: /bloquear usuario/i })).not.toBeInTheDocument();
    expect(within(card('Luis Mamani')).getByText('Bloqueado')).toBeInTheDocument();

    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Desbloquear usuario' }));
    expect(await within(card('Luis Mamani')).findByRole('button', { name: 'Bloquear usuario' })).toBeEnabled();
    expect(within(card('Luis Mamani')).queryByText('Bloqueado')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Luis Mamani puede participar otra vez.');

    // Asked, then cancelled: nothing sent.
    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Bloquear usuario' }));
    expect(screen.getByRole('dialog', { name: 'Bloquear usuario' })).toHaveTextContent(
      '¿Bloquear a Luis Mamani? Seguirá pudiendo leer e iniciar sesión, pero no podrá comentar, votar, reportar ni inscribirse. Recibirá el motivo por correo.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual(['DELETE']);

    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Bloquear usuario' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Bloquear usuario' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Escribe el motivo.'));
    expect(sent).toEqual(['DELETE']);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motivo' }), '  Insultos  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Bloquear usuario' }));
    expect(await within(card('Luis Mamani')).findByRole('button', { name: 'Desbloquear usuario' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Luis Mamani ya no puede comentar, votar ni inscribirse. Le enviamos el motivo por correo.');
    expect(sent).toEqual(['DELETE', { motivo: 'Insultos' }]);
  });

  it("shows the server's refusal inside the open dialog, keeping the motivo", async () => {
    serveUsers(() => usersPage([admin, luis]));
    server.use(http.post('/api/users/2/bloqueo', () => apiError(409, 'No se puede bloquear a un administrador.')));
    const { user } = await setup();
    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Bloquear usuario' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motivo' }), 'Spam');
    await user.click(within(dialog()).getByRole('button', { name: 'Bloquear usuario' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('No se puede bloquear a un administrador.');
    expect(within(dialog()).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Spam');
  });
});
