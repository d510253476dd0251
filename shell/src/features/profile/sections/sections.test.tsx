import { ACCOUNT_MSG, MSG, STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentPath, renderAt } from '../../../testing/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { DownloadData, EXPORT_FILE_NAME } from './DownloadData';
import { EditProfileForm } from './EditProfileForm';
import { SessionsSection } from './SessionsSection';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
const { api, ok, serverError } = jest.requireMock<typeof import('@plataforma/shared-auth/testing')>('@plataforma/shared-auth/api');

afterEach(() => {
  resetSession();
  localStorage.clear();
  jest.clearAllMocks();
});

const inRoutes = (ui: React.ReactElement) =>
  renderAt(
    <Routes>
      <Route path="/perfil" element={ui} />
      <Route path="/" element={<p>Inicio</p>} />
      <Route path="/login" element={<p>Ingreso</p>} />
    </Routes>,
    '/perfil',
  );

describe('EditProfileForm', () => {
  it('saves nombre and ubicación; the session user and its cache follow at once', async () => {
    const user = makeUser();
    setSession({ user, status: 'ready' });
    api.patch.mockImplementation((_url: string, form: FormData) =>
      ok({ ...user, nombre: form.get('nombre'), ubicacion: form.get('ubicacion') }),
    );
    renderAt(<EditProfileForm user={user} />);
    const nombre = screen.getByLabelText('Nombre completo');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, '  Ana María ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(ACCOUNT_MSG.perfilActualizado)).toBeInTheDocument();
    const [url, form] = api.patch.mock.calls[0]!;
    expect(url).toBe('/account/profile');
    expect(Object.fromEntries((form as FormData).entries())).toEqual({ nombre: 'Ana María', ubicacion: 'La Paz' });
    expect(useSession.getState().user?.nombre).toBe('Ana María');
    expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY)!).nombre).toBe('Ana María');
  });

  it("'Quitar foto' sends quitarFoto and no file; a blank name is refused before any request", async () => {
    const user = makeUser({ imagen: 'usuarios/ana.webp' });
    setSession({ user, status: 'ready' });
    api.patch.mockResolvedValue({ data: { ...user, imagen: '' } });
    renderAt(<EditProfileForm user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(useSession.getState().user?.imagen).toBe(''));
    expect((api.patch.mock.calls[0]![1] as FormData).get('quitarFoto')).toBe('1');

    await userEvent.clear(screen.getByLabelText('Nombre completo'));
    await userEvent.type(screen.getByLabelText('Ubicación (ciudad)'), ' ');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it("shows the server's message", async () => {
    const user = makeUser();
    api.patch.mockRejectedValue(serverError(400, MSG.fotoTipo));
    renderAt(<EditProfileForm user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.fotoTipo);
  });
});

describe('ChangePasswordForm', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await userEvent.type(screen.getByLabelText('Contraseña actual'), current);
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), next);
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  };

  it('says live when the new passwords differ, and checks the register rules before sending', async () => {
    renderAt(<ChangePasswordForm />);
    await fill('vieja-clave', '123', '12');
    expect(screen.getByText(MSG.contrasenasNoCoinciden)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.contrasenaCorta);
    expect(api.post).not.toHaveBeenCalled();
  });

  it("sends the three fields and shows 'Contraseña actualizada.', or the server's message", async () => {
    api.post.mockRejectedValueOnce(serverError(400, ACCOUNT_MSG.contrasenaActualIncorrecta));
    renderAt(<ChangePasswordForm />);
    await fill('equivocada', 'nueva-clave', 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MSG.contrasenaActualIncorrecta);

    api.post.mockResolvedValueOnce({ data: { message: ACCOUNT_MSG.contrasenaActualizada } });
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith('/account/password', {
      currentPassword: 'equivocada',
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });
});

describe('SessionsSection', () => {
  const sessions = [
    { id: 1, dispositivo: 'Chrome en Windows', ultimoUso: '2026-11-20T14:05:00.000Z', creadoEn: '2026-11-01T00:00:00.000Z', actual: true },
    { id: 2, dispositivo: 'Safari en iOS', ultimoUso: '2026-11-19T09:00:00.000Z', creadoEn: '2026-11-02T00:00:00.000Z', actual: false },
  ];

  it('lists device and last use, marks this device, closes another session and the others', async () => {
    api.get.mockResolvedValueOnce({ data: sessions }).mockResolvedValue({ data: [sessions[0]] });
    api.delete.mockResolvedValue({ data: { message: ACCOUNT_MSG.sesionesCerradas } });
    inRoutes(<SessionsSection />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Este dispositivo')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Último uso: .*2026/)).toBeInTheDocument();
    const closeIphone = within(items[1]!).getByRole('button', { name: 'Cerrar esta sesión' });
    expect(closeIphone).toHaveAccessibleDescription('Safari en iOS');

    await userEvent.click(closeIphone);
    expect(api.delete).toHaveBeenCalledWith('/account/sessions/2');
    expect(await screen.findByText('Sesión cerrada.')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  });

  it("'Cerrar las demás sesiones' calls the API; closing this session signs out to /login", async () => {
    const clear = jest.fn();
    setSession({ user: makeUser(), status: 'ready', clear });
    api.get.mockResolvedValue({ data: sessions });
    api.delete.mockResolvedValue({ data: { message: ACCOUNT_MSG.sesionesCerradas } });
    inRoutes(<SessionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(api.delete).toHaveBeenCalledWith('/account/sessions');
    expect(await screen.findByText(ACCOUNT_MSG.sesionesCerradas)).toBeInTheDocument();

    const [mine] = await screen.findAllByRole('listitem');
    await userEvent.click(within(mine!).getByRole('button', { name: 'Cerrar esta sesión' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(clear).toHaveBeenCalled();
  });
});

describe('DownloadData', () => {
  it('downloads the export as a JSON file', async () => {
    const createObjectURL = jest.fn(() => 'blob:datos');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(EXPORT_FILE_NAME);
      expect(this.href).toBe('blob:datos');
    });
    api.get.mockResolvedValue({ data: { perfil: { nombre: 'Ana' } } });
    renderAt(<DownloadData />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.get).toHaveBeenCalledWith('/account/export');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/json');
    click.mockRestore();
  });
});

describe('DeleteAccount', () => {
  it('asks for the password in a dialog; the last admin gets the 409 message', async () => {
    api.post.mockRejectedValue(serverError(409, ACCOUNT_MSG.ultimoAdminEliminar));
    inRoutes(<DeleteAccount />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'admin123');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MSG.ultimoAdminEliminar);
    expect(api.post).toHaveBeenCalledWith('/account/delete', { password: 'admin123' });
  });

  it('signs out and goes home once the account is deleted', async () => {
    setSession({ user: makeUser(), status: 'ready' });
    api.post.mockResolvedValue({ data: { message: ACCOUNT_MSG.cuentaEliminada } });
    inRoutes(<DeleteAccount />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'miembro123{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(useSession.getState().user).toBeNull();
  });
});
