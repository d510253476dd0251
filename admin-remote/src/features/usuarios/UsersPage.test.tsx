import { MSG, type User, type UsersPage as UsersPageData } from '@plataforma/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { makeUser, setSession } from '../../testing/mock-session';
import { renderAdmin } from '../../testing/render';
import { UsersPage } from './UsersPage';

jest.mock('@plataforma/shared-auth', () => require('../../testing/mock-session'));
jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const ana = makeUser({ id: 1, nombre: 'Ana Quispe', email: 'ana@example.com', rol: 'admin' });
const luis = makeUser({ id: 2, nombre: 'Luis Mamani', email: 'luis@example.com', rol: 'usuario' });

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

/** The query of the n-th GET /users call (1-based). */
const listCall = (n: number) => {
  const call = api.get.mock.calls[n - 1] as [string, { params: Record<string, unknown> }] | undefined;
  expect(call?.[0]).toBe('/users');
  return call![1].params;
};

const setup = () => {
  // The async advance lets the promises a click starts (a mutation and its callbacks) settle inside it.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTimeAsync });
  renderAdmin(<UsersPage />, '/admin/usuarios');
  return user;
};

/** Lets the debounce elapse; the async act also settles the request it starts. */
const debounce = (ms = 500) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' });

beforeEach(() => {
  jest.useFakeTimers();
  setSession(ana);
  api.get.mockReset().mockImplementation(() => ok(usersPage([ana, luis])));
  api.patch.mockReset();
  api.post.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('UsersPage: list', () => {
  it('shows the loading line, then one card per user', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeInTheDocument();
    expect(screen.getByText('Cargando usuarios...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    expect(listCall(1)).toEqual({ search: undefined, rol: undefined, page: 1, limit: 10 });

    const first = within(card('Ana Quispe'));
    expect(first.getByText('ana@example.com')).toBeInTheDocument();
    expect(first.getByText('ID: 1')).toBeInTheDocument();
    expect(first.getByText('Administrador')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Hacer Usuario' })).toBeInTheDocument();
    const second = within(card('Luis Mamani'));
    expect(second.getByText('Usuario Regular')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Hacer Admin' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 2 de 2 usuarios')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuarios' })).not.toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    api.get.mockImplementation(() => ok(usersPage([])));
    setup();
    expect(await screen.findByText('No se encontraron usuarios.')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the spec-notes default", async () => {
    api.get.mockRejectedValueOnce(serverError(403, MSG.sinPermiso));
    const { unmount } = renderAdmin(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.sinPermiso);
    unmount();

    api.get.mockRejectedValueOnce(serverError(500));
    renderAdmin(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los usuarios. Intenta nuevamente.',
    );
    expect(screen.queryByText('Cargando usuarios...')).not.toBeInTheDocument();
  });
});

describe('UsersPage: search and filters', () => {
  it('debounces the search by 500 ms and sends one request for the whole text', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    expect(searchBox()).toHaveAttribute('placeholder', 'Buscar por nombre o email...');

    await user.type(searchBox(), 'ana');
    await debounce(499);
    expect(api.get).toHaveBeenCalledTimes(1);
    await debounce(1);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(listCall(2)).toEqual({ search: 'ana', rol: undefined, page: 1, limit: 10 });
  });

  it('aborts the request of a search that a newer one replaces', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    api.get.mockImplementationOnce(() => new Promise(() => {}));
    await user.type(searchBox(), 'ana');
    await debounce();
    const replaced = (api.get.mock.calls[1] as [string, { signal: AbortSignal }])[1].signal;
    expect(replaced.aborted).toBe(false);

    await user.type(searchBox(), 's');
    await debounce();
    expect(replaced.aborted).toBe(true);
    expect(listCall(3)).toEqual({ search: 'anas', rol: undefined, page: 1, limit: 10 });
    expect(await screen.findByRole('heading', { name: 'Ana Quispe' })).toBeInTheDocument();
  });

  it('does not search for blank text, and reloads the unfiltered list once the text is cleared', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });

    await user.type(searchBox(), '   ');
    await debounce();
    expect(api.get).toHaveBeenCalledTimes(1);

    await user.clear(searchBox());
    await user.type(searchBox(), 'luis');
    await debounce();
    expect(listCall(2)).toMatchObject({ search: 'luis', page: 1 });

    await user.clear(searchBox());
    await debounce();
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(listCall(3)).toEqual({ search: undefined, rol: undefined, page: 1, limit: 10 });
  });

  it('filters by role behind the filters toggle, and the clear button reloads everything at once', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Rol' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const role = screen.getByRole('combobox', { name: 'Rol' });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todos los roles',
      'Administrador',
      'Usuario',
    ]);

    await user.selectOptions(role, 'admin');
    await debounce();
    expect(listCall(2)).toEqual({ search: undefined, rol: 'admin', page: 1, limit: 10 });

    await user.type(searchBox(), 'ana');
    await debounce();
    expect(listCall(3)).toEqual({ search: 'ana', rol: 'admin', page: 1, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(listCall(4)).toEqual({ search: undefined, rol: undefined, page: 1, limit: 10 });
    expect(role).toHaveValue('');
    expect(searchBox()).toHaveValue('');
    await debounce();
    expect(api.get).toHaveBeenCalledTimes(4);
  });

  it('reloads the unfiltered list when the clear button is pressed with no filter applied', async () => {
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(listCall(2)).toEqual({ search: undefined, rol: undefined, page: 1, limit: 10 });
    expect(await screen.findByRole('heading', { name: 'Ana Quispe' })).toBeInTheDocument();
  });

  it('keeps search and role on a page change, and a new search goes back to page 1', async () => {
    api.get.mockImplementation((_url: string, { params }: { params: { page: number } }) =>
      ok(usersPage([ana, luis], { total: 25, page: params.page, totalPages: 3 })),
    );
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'usuario');
    await user.type(searchBox(), 'ma');
    await debounce();
    await waitFor(() => expect(screen.getByText('Mostrando 1 a 10 de 25 usuarios')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(listCall(3)).toEqual({ search: 'ma', rol: 'usuario', page: 3, limit: 10 });
    expect(await screen.findByText('Mostrando 21 a 25 de 25 usuarios')).toBeInTheDocument();

    await user.type(searchBox(), 'm');
    await debounce();
    expect(listCall(4)).toEqual({ search: 'mam', rol: 'usuario', page: 1, limit: 10 });
  });
});

describe('UsersPage: pager', () => {
  it('shows the range and every page up to five', async () => {
    api.get.mockImplementation(() => ok(usersPage([ana, luis], { total: 45, totalPages: 5 })));
    setup();
    const pager = await screen.findByRole('navigation', { name: 'Páginas de usuarios' });
    expect(screen.getByText('Mostrando 1 a 10 de 45 usuarios')).toBeInTheDocument();
    expect(within(pager).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(within(pager).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first and last pages with ellipses beyond five pages', async () => {
    api.get.mockImplementation((_url: string, { params }: { params: { page: number } }) =>
      ok(usersPage([ana, luis], { total: 95, page: params.page, totalPages: 10 })),
    );
    const user = setup();
    // The list (and its pager) is replaced by the loading line during each load: query it afresh.
    const pager = () => screen.getByRole('navigation', { name: 'Páginas de usuarios' });
    const numbers = () => within(pager()).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);
    await screen.findByText('Mostrando 1 a 10 de 95 usuarios');
    expect(numbers()).toEqual(['1', '2', '10']);

    await user.click(within(pager()).getByRole('button', { name: 'Página 10' }));
    expect(await screen.findByText('Mostrando 91 a 95 de 95 usuarios')).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '9', '10']);
    await user.click(within(pager()).getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Mostrando 81 a 90 de 95 usuarios')).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '8', '9', '10']);
    expect(pager().textContent).toContain('…');
    expect(listCall(3)).toMatchObject({ page: 9 });
  });
});

describe('UsersPage: role toggle', () => {
  it('toggles the role at once and updates the card in place', async () => {
    api.patch.mockReturnValue(ok({ ...luis, rol: 'admin' }));
    const user = setup();
    await screen.findByRole('heading', { name: 'Luis Mamani' });

    await user.click(within(card('Luis Mamani')).getByRole('button', { name: 'Hacer Admin' }));
    expect(api.patch).toHaveBeenCalledWith('/users/2/role', { rol: 'admin' });
    const updated = within(card('Luis Mamani'));
    expect(await updated.findByText('Administrador')).toBeInTheDocument();
    expect(updated.getByRole('button', { name: 'Hacer Usuario' })).toBeEnabled();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Ana Quispe',
      'Luis Mamani',
    ]);
  });

  it("shows the server's refusal in a red banner and leaves the card as it was", async () => {
    api.patch.mockRejectedValueOnce(serverError(409, MSG.autoDegradacion)).mockRejectedValueOnce(serverError(500));
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });

    await user.click(within(card('Ana Quispe')).getByRole('button', { name: 'Hacer Usuario' }));
    expect(api.patch).toHaveBeenCalledWith('/users/1/role', { rol: 'usuario' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.autoDegradacion);
    expect(within(card('Ana Quispe')).getByText('Administrador')).toBeInTheDocument();

    await user.click(within(card('Ana Quispe')).getByRole('button', { name: 'Hacer Usuario' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudo actualizar el rol del usuario con ID 1.'),
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('UsersPage: create', () => {
  it('opens the modal from the header and puts the created user first', async () => {
    const rosa = makeUser({ id: 9, nombre: 'Rosa Choque', email: 'rosa@example.com', rol: 'usuario' });
    api.post.mockReturnValue(ok(rosa));
    const user = setup();
    await screen.findByRole('heading', { name: 'Ana Quispe' });

    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Usuario' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Rosa Choque');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'rosa@example.com');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreto1');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Usuario' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Rosa Choque',
      'Ana Quispe',
      'Luis Mamani',
    ]);
    expect(screen.getByText('Mostrando 1 a 3 de 3 usuarios')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Nombre')).toHaveValue('');
  });
});
