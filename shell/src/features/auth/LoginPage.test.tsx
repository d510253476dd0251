import type { LoginInput, User } from '@plataforma/contracts';
import { UserFacingError } from '@plataforma/shared-auth';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { LoginPage } from './LoginPage';

/** A store login that succeeds like the real one: the user is set and the session ready. */
const loginAs = (user: User) =>
  jest.fn(async (_input: LoginInput) => {
    setSession({ user, status: 'ready' });
    return user;
  });

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
};
const submitButton = () => screen.getByRole('button', { name: /Ingresar|Ingresando/ });

afterEach(resetSession);

describe('LoginPage', () => {
  it('has its title, labelled fields and the link to /register', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('disables submit while a field is blank', async () => {
    renderAt(<LoginPage />, '/login');
    expect(submitButton()).toBeDisabled();
    await fill('ana@example.com', '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(submitButton()).toBeEnabled();
  });

  it('validates with the schema when the form is submitted anyway', () => {
    const login = jest.fn();
    setSession({ login });
    renderAt(<LoginPage />, '/login');
    fireEvent.submit(submitButton().closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderAt(<LoginPage />, '/login');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it("shows 'Ingresando...' while submitting, then the error's message", async () => {
    let fail!: (error: UserFacingError) => void;
    const login = jest.fn(() => new Promise<User>((_resolve, reject) => (fail = reject)));
    setSession({ login });
    renderAt(<LoginPage />, '/login');
    await fill('  Ana@Example.com ', 'secreto');
    await userEvent.click(submitButton());

    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreto' });
    expect(submitButton()).toHaveTextContent('Ingresando...');
    expect(submitButton()).toBeDisabled();

    // The store's login rejects with the auth service's worded error.
    fail(new UserFacingError('Credenciales inválidas. Intenta nuevamente.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas. Intenta nuevamente.');
    expect(submitButton()).toHaveTextContent('Ingresar');
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to the default message for an error without one', async () => {
    setSession({ login: jest.fn().mockRejectedValue('?') });
    renderAt(<LoginPage />, '/login');
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error inesperado al iniciar sesión.');
  });

  it('sends a member home and an admin to /admin after logging in', async () => {
    setSession({ login: loginAs(makeUser()) });
    const { unmount } = renderAt(<LoginPage />, '/login');
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(currentPath()).toBe('/');
    unmount();

    resetSession();
    setSession({ login: loginAs(makeUser({ rol: 'admin' })) });
    renderAt(<LoginPage />, '/login');
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(currentPath()).toBe('/admin');
  });

  it("links '¿Olvidaste tu contraseña?' to /recuperar", () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recuperar');
  });

  it("asks for the 'Código de verificación' after the password of a two-step account", async () => {
    const admin = makeUser({ rol: 'admin' });
    const login = jest.fn().mockResolvedValue({ verificacionRequerida: true, token: 'pendiente-0123456789abcdef' });
    const verifyLogin = jest
      .fn()
      .mockRejectedValueOnce(new UserFacingError('El código de verificación no es correcto.'))
      .mockImplementationOnce(async () => {
        setSession({ user: admin, status: 'ready' });
        return admin;
      });
    setSession({ login, verifyLogin });
    renderAt(<LoginPage />, '/login');
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());

    const code = await screen.findByLabelText('Código de verificación');
    expect(code).toHaveFocus();
    expect(currentPath()).toBe('/login');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código de verificación no es correcto.');

    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(verifyLogin).toHaveBeenLastCalledWith('pendiente-0123456789abcdef', 'abcde-fghij');
    expect(currentPath()).toBe('/admin');
  });

  it("'Volver' goes back to the password step", async () => {
    setSession({ login: jest.fn().mockResolvedValue({ verificacionRequerida: true, token: 'pendiente-0123456789abcdef' }) });
    renderAt(<LoginPage />, '/login');
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('sends on a user who is already signed in, after the session check', () => {
    setSession({ user: makeUser({ rol: 'admin' }), status: 'loading' });
    renderAt(<LoginPage />, '/login');
    expect(screen.getByText('Cargando sesión...')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('redirects a confirmed session at once', () => {
    setSession({ user: makeUser(), status: 'ready' });
    renderAt(<LoginPage />, '/login');
    expect(currentPath()).toBe('/');
  });
});
