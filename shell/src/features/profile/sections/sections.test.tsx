import { File } from 'node:buffer';
import { CORREO_MSG, PARTICIPATION_MSG, STORAGE_USER_KEY, type AccountSession, type User } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';
import { INTENT } from '../action';
import { DeleteAccount } from './DeleteAccount';
import { gate, signedIn } from '../../../testing/account';
import { renderApp } from '../../../testing/renderApp';
import { shownByRole } from '../../../testing/shown';

// A deleted account lands on the public remote's home page: another deployable, stood in for.
jest.mock('@module-federation/enhanced/runtime', () => require('../../../testing/remotes'));

const thisDevice: AccountSession = {
  id: 1,
  dispositivo: 'Chrome en Windows',
  ultimoUso: '2026-11-20T14:05:00.000Z',
  creadoEn: '2026-11-01T00:00:00.000Z',
  actual: true,
};
const iphone: AccountSession = {
  id: 2,
  dispositivo: 'Safari en iOS',
  ultimoUso: '2026-11-19T09:00:00.000Z',
  creadoEn: '2026-11-02T00:00:00.000Z',
  actual: false,
};

/** /perfil for a signed-in member whose only session is this one; resolves once the page is shown. */
async function openProfile(user = makeUser()) {
  const account = signedIn(user);
  const view = renderApp('/perfil');
  await screen.findByRole('heading', { level: 1 });
  return { ...view, account };
}

const section = (name: string) => screen.getByRole('region', { name });

/** A request's multipart fields, files as name and type. */
async function fieldsOf(request: Request) {
  const entries = [...(await request.formData()).entries()];
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, type: value.type }]));
}

beforeEach(() => server.use(getJson('/account/sessions', [thisDevice]), getJson('/eventos/mias', [])));
afterEach(() => {
  resetSession();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('EditProfileForm', () => {
  /** PATCH /api/account/profile updates the account as the API would; the fields it received are returned. */
  function profileEdits(account: { user: User }) {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.patch('/api/account/profile', async ({ request }) => {
        const fields = await fieldsOf(request);
        sent.push(fields);
        account.user = {
          ...account.user,
          nombre: fields.nombre as string,
          ubicacion: fields.ubicacion as string,
          imagen: fields.quitarFoto === '1' ? '' : fields.imagen ? 'usuarios/nueva.webp' : account.user.imagen,
        };
        return HttpResponse.json(account.user);
      }),
    );
    return sent;
  }

  it('saves nombre and ubicación; the page, the top bar and the cached user follow at once', async () => {
    const { account, router } = await openProfile();
    const sent = profileEdits(account);
    // The page then reads its data again, the session check included: held, to see the screen before it.
    const check = gate();
    server.use(
      http.get('/api/auth/profile', async () => {
        await check.opened;
        return HttpResponse.json(account.user);
      }),
    );
    const form = section('Editar perfil');
    const nombre = within(form).getByLabelText('Nombre completo');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, '  Ana María ');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(form).findByText('Perfil actualizado.')).toBeInTheDocument();
    expect(sent).toEqual([{ nombre: 'Ana María', ubicacion: 'La Paz' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Te damos la bienvenida, Ana María!');
    expect(shownByRole('link', { name: 'Ana María' })).toHaveAttribute('href', '/perfil');
    expect(useSession.getState().user?.nombre).toBe('Ana María');
    expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY)!)).toMatchObject({ nombre: 'Ana María' });
    check.open();
    await waitFor(() => expect(router.state.revalidation).toBe('idle'));
    expect(useSession.getState().user?.nombre).toBe('Ana María');
  });

  it('sends a new photo as the imagen file', async () => {
    const { account } = await openProfile();
    const sent = profileEdits(account);
    const form = section('Editar perfil');
    // Node's File: the environment's FormData is Node's, which takes only Node's Blobs.
    const photo = new File(['foto'], 'yo.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('Nueva foto de perfil'), { target: { files: [photo] } });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(form).findByText('Perfil actualizado.')).toBeInTheDocument();
    expect(sent).toEqual([{ nombre: 'Ana Quispe', ubicacion: 'La Paz', imagen: { name: 'yo.png', type: 'image/png' } }]);
    const shown = within(screen.getByRole('main')).getByRole('img', { name: 'Foto de perfil de Ana Quispe' });
    expect(shown).toHaveAttribute('src', '/media/usuarios/nueva.webp');
  });

  it("'Quitar foto' sends quitarFoto and no file; a blank name is refused before any request", async () => {
    const { account } = await openProfile(makeUser({ imagen: 'usuarios/ana.webp' }));
    const sent = profileEdits(account);
    const form = section('Editar perfil');
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar foto' }));

    expect(await within(form).findByText('Perfil actualizado.')).toBeInTheDocument();
    expect(sent).toEqual([{ nombre: 'Ana Quispe', ubicacion: 'La Paz', quitarFoto: '1' }]);
    expect(useSession.getState().user?.imagen).toBe('');
    expect(within(screen.getByRole('main')).queryByRole('img', { name: 'Foto de perfil de Ana Quispe' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Nombre completo'));
    await userEvent.type(within(form).getByLabelText('Nombre completo'), ' ');
    const requests = recordRequests();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    expect(requests).toEqual([]);
  });

  it('a blocked member is told so instead of a form the server would refuse; the rest of the account stays', async () => {
    await openProfile(makeUser({ bloqueado: true }));
    const form = section('Editar perfil');
    expect(within(form).getByText(PARTICIPATION_MSG.cuentaBloqueada)).toBeInTheDocument();
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button')).not.toBeInTheDocument();
    for (const name of ['Cambiar contraseña', 'Sesiones activas', 'Eliminar mi cuenta']) {
      expect((await within(section(name)).findAllByRole('button')).length).toBeGreaterThan(0);
    }
    expect(within(section('Descargar mis datos')).getByRole('link', { name: 'Descargar mis datos' })).toBeInTheDocument();
  });

  it("shows the server's message, else the form's default", async () => {
    await openProfile();
    server.use(http.patch('/api/account/profile', () => apiError(400, 'Solo se permiten imágenes JPG o PNG.')));
    const form = section('Editar perfil');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG o PNG.');

    server.use(http.patch('/api/account/profile', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('No se pudo actualizar el perfil.')).toBeInTheDocument();
    expect(useSession.getState().user?.nombre).toBe('Ana Quispe');
  });
});

describe('ChangePasswordForm', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const form = section('Cambiar contraseña');
    await userEvent.type(within(form).getByLabelText('Contraseña actual'), current);
    await userEvent.type(within(form).getByLabelText('Nueva contraseña'), next);
    await userEvent.type(within(form).getByLabelText('Confirmar nueva contraseña'), confirm);
  };
  const submit = () => userEvent.click(within(section('Cambiar contraseña')).getByRole('button', { name: 'Cambiar contraseña' }));

  it('says live when the new passwords differ, and checks the register rules before sending', async () => {
    await openProfile();
    const requests = recordRequests();
    await fill('vieja-clave', '123', '12');
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), '3');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
    await submit();
    expect(await within(section('Cambiar contraseña')).findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.');
    expect(requests).toEqual([]);
  });

  it("sends the three fields and shows 'Contraseña actualizada.', or the server's message", async () => {
    await openProfile();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/account/password', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? apiError(400, 'La contraseña actual no es correcta.')
          : HttpResponse.json({ message: 'Contraseña actualizada.' });
      }),
    );
    await fill('equivocada', 'nueva-clave', 'nueva-clave');
    await submit();
    expect(await within(section('Cambiar contraseña')).findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');

    await submit();
    expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
    const sent = { currentPassword: 'equivocada', password: 'nueva-clave', confirmPassword: 'nueva-clave' };
    expect(bodies).toEqual([sent, sent]);
    expect(within(section('Cambiar contraseña')).getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});

describe('ChangeEmailForm', () => {
  const fill = async (email: string, current: string) => {
    const form = section('Cambiar correo');
    await userEvent.type(within(form).getByLabelText('Nuevo correo electrónico'), email);
    await userEvent.type(within(form).getByLabelText('Contraseña actual'), current);
  };
  const submit = () => userEvent.click(within(section('Cambiar correo')).getByRole('button', { name: 'Cambiar correo' }));

  it('checks the address before sending', async () => {
    await openProfile();
    const requests = recordRequests();
    await fill('no-es-correo', 'clave-1');
    await submit();
    expect(await within(section('Cambiar correo')).findByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido.');
    expect(requests).toEqual([]);
  });

  it("sends the new address with the password and says where the link went, or the server's message; the page keeps the old address", async () => {
    await openProfile(makeUser({ email: 'ana@example.com' }));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/account/email', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? apiError(409, 'Ya existe una cuenta con ese correo electrónico.') : HttpResponse.json({ message: CORREO_MSG.cambioPendiente('nueva@example.com') });
      }),
    );
    await fill(' Nueva@Example.com ', 'clave-1');
    await submit();
    expect(await within(section('Cambiar correo')).findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo electrónico.');
    await submit();
    expect(await screen.findByText(CORREO_MSG.cambioPendiente('nueva@example.com'))).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'nueva@example.com', currentPassword: 'clave-1' },
      { email: 'nueva@example.com', currentPassword: 'clave-1' },
    ]);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(within(section('Cambiar correo')).getByLabelText('Contraseña actual')).toHaveValue('');
  });
});

describe('SessionsSection', () => {
  /** The account's sessions as the API keeps them: closing one removes it. */
  function liveSessions(list: AccountSession[]) {
    let sessions = list;
    server.use(
      http.get('/api/account/sessions', () => HttpResponse.json(sessions)),
      http.delete('/api/account/sessions/:id', ({ params }) => {
        sessions = sessions.filter((session) => session.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('/api/account/sessions', () => {
        sessions = sessions.filter((session) => session.actual);
        return HttpResponse.json({ message: 'Se cerraron las demás sesiones.' });
      }),
    );
  }

  it('lists device and last use, marks this device, and closes another session', async () => {
    liveSessions([thisDevice, iphone]);
    await openProfile();
    const list = section('Sesiones activas');
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Este dispositivo')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Este dispositivo')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Último uso: .*2026/)).toBeInTheDocument();
    const closeIphone = within(items[1]!).getByRole('button', { name: 'Cerrar esta sesión' });
    expect(closeIphone).toHaveAccessibleDescription('Safari en iOS');

    const requests = recordRequests();
    await userEvent.click(closeIphone);
    expect(await within(list).findByText('Sesión cerrada.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Safari en iOS')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
    expect(requests).toContain('DELETE /api/account/sessions/2');
    // The row went with the button pressed: the keyboard's place is the list's next control, not the page's top.
    expect(within(items[0]!).getByRole('button', { name: 'Cerrar esta sesión' })).toHaveFocus();
  });

  it("'Cerrar las demás sesiones' leaves this one; closing this one signs out to /login", async () => {
    liveSessions([thisDevice, iphone]);
    const { currentUrl } = await openProfile();
    const list = section('Sesiones activas');
    await userEvent.click(await within(list).findByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await within(list).findByText('Se cerraron las demás sesiones.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(within(list).getByRole('button', { name: 'Cerrar esta sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
    expect(useSession.getState().user).toBeNull();
  });

  it("shows the server's message when a session cannot be closed", async () => {
    liveSessions([thisDevice, iphone]);
    server.use(http.delete('/api/account/sessions/:id', () => apiError(404, 'La sesión no existe o ya fue cerrada.')));
    await openProfile();
    const list = section('Sesiones activas');
    const [, other] = await within(list).findAllByRole('listitem');
    await userEvent.click(within(other!).getByRole('button', { name: 'Cerrar esta sesión' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('La sesión no existe o ya fue cerrada.');
  });
});

describe('DownloadData', () => {
  const exported = { generadoEn: '2026-11-20T15:00:00.000Z', perfil: { nombre: 'Ana Quispe' } };

  it('downloads the export as a JSON file', async () => {
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:datos');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: { download: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ download: this.download, href: this.href });
    });
    server.use(getJson('/account/export', exported));
    await openProfile();
    const link = within(section('Descargar mis datos')).getByRole('link', { name: 'Descargar mis datos' });
    // Without JavaScript the link is the API's download.
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download', 'mis-datos-plataforma-juvenil.json');
    await userEvent.click(link);

    await waitFor(() => expect(downloads).toEqual([{ download: 'mis-datos-plataforma-juvenil.json', href: 'blob:datos' }]));
    // The page may also make object URLs for pictures: the export is the one JSON blob.
    const json = createObjectURL.mock.calls.map(([blob]) => blob as Blob).filter((blob) => blob.type === 'application/json');
    expect(json).toHaveLength(1);
    expect(JSON.parse(await json[0]!.text())).toEqual({ generadoEn: '2026-11-20T15:00:00.000Z', perfil: { nombre: 'Ana Quispe' } });
  });

  it("shows 'Preparando...' while the export is read, then the failure's text", async () => {
    const answer = gate();
    server.use(
      http.get('/api/account/export', async () => {
        await answer.opened;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await openProfile();
    const download = within(section('Descargar mis datos')).getByRole('link', { name: 'Descargar mis datos' });
    await userEvent.click(download);
    expect(download).toHaveTextContent('Preparando...');
    expect(download).toHaveAttribute('aria-disabled', 'true');

    answer.open();
    expect(await within(section('Descargar mis datos')).findByRole('alert')).toHaveTextContent('No se pudieron descargar tus datos.');
    expect(download).toHaveTextContent('Descargar mis datos');
    expect(download).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('DeleteAccount', () => {
  it('asks for the password in a dialog (none typed: nothing is sent); the last admin gets the 409 message', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/account/delete', async ({ request }) => {
        bodies.push(await request.json());
        return apiError(409, 'No puedes eliminar tu cuenta: eres el último administrador.');
      }),
    );
    await openProfile();
    await userEvent.click(within(section('Eliminar mi cuenta')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'admin123');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('No puedes eliminar tu cuenta: eres el último administrador.')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'admin123' }]);
    expect(useSession.getState().user).not.toBeNull();
  });

  it('opens the dialog on the refusal a page came back with (the password sent before the scripts ran)', async () => {
    const router = createMemoryRouter([{ id: 'perfil', path: '/perfil', Component: DeleteAccount, action: () => null }], {
      initialEntries: ['/perfil'],
      hydrationData: { loaderData: {}, actionData: { perfil: { error: 'La contraseña no es correcta.', fields: { intent: INTENT.eliminarCuenta } } } },
    });
    renderWithTheme(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
  });

  it('signs out and goes home once the account is deleted', async () => {
    server.use(http.post('/api/account/delete', () => HttpResponse.json({ message: 'Tu cuenta fue eliminada.' })));
    const { currentUrl } = await openProfile();
    await userEvent.click(within(section('Eliminar mi cuenta')).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Contraseña'), 'miembro123{Enter}');
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
    expect(shownByRole('link', { name: 'INICIAR SESIÓN' })).toHaveAttribute('href', '/login');
  });
});
