import { STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';
import { typedBeforeHydration } from '../../testing/typedBeforeHydration';

/** POST /api/auth/password/<path> answers `respond`; the bodies it received are returned. */
function passwordAnswers(path: 'forgot' | 'reset', respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api/auth/password/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('ForgotPasswordPage (/recuperar)', () => {
  const open = async () => {
    renderApp('/recuperar');
    await screen.findByRole('heading', { name: 'Recuperar contraseña' });
  };

  it('sends the email and shows the one answer, whatever the email', async () => {
    const bodies = passwordAnswers('forgot', () =>
      HttpResponse.json({ message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' }),
    );
    await open();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' Ana@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("never disables 'Enviar enlace': a blank email is answered on submit, one typed before the scripts ran is sent", async () => {
    const bodies = passwordAnswers('forgot', () => HttpResponse.json({ message: 'Enviado.' }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    typedBeforeHydration(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Enviado.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
  });

  it("checks the email before sending; shows the server's message, else the page's default", async () => {
    const requests = recordRequests();
    passwordAnswers('forgot', () => apiError(429, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.'));
    await open();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido.');
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByLabelText('Correo electrónico'), '@x.bo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Demasiados intentos. Espera un momento e inténtalo de nuevo.')).toBeInTheDocument();

    passwordAnswers('forgot', () => new HttpResponse(null, { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('No se pudo enviar el enlace. Intenta nuevamente.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage (/restablecer)', () => {
  const token = 'A'.repeat(43);

  const fill = async (password: string, confirm: string) => {
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), password);
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  };

  it('sets the new password with the token, signs this browser out and links to /login', async () => {
    const user = makeUser();
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
    signedIn(user);
    const bodies = passwordAnswers('reset', () => HttpResponse.json({ message: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.' }));
    renderApp(`/restablecer?token=${token}`);
    await fill('nueva-clave', 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Tu contraseña fue restablecida. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'A'.repeat(43), password: 'nueva-clave', confirmPassword: 'nueva-clave' }]);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("says live when the passwords differ; an expired link gets the server's message", async () => {
    passwordAnswers('reset', () => apiError(400, 'El enlace no es válido o ya expiró.'));
    renderApp(`/restablecer?token=${token}`);
    await fill('nueva-clave', 'nueva-clav');
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'e');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya expiró.');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/recuperar');
  });

  it("never disables the submit: blank passwords are answered on submit, ones typed before the scripts ran are sent", async () => {
    const bodies = passwordAnswers('reset', () => HttpResponse.json({ message: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión.' }));
    renderApp(`/restablecer?token=${token}`);
    const save = await screen.findByRole('button', { name: 'Guardar nueva contraseña' });
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    typedBeforeHydration(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    typedBeforeHydration(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await userEvent.click(save);
    expect(await screen.findByText('Tu contraseña fue restablecida. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token, password: 'nueva-clave', confirmPassword: 'nueva-clave' }]);
  });

  it("shows the page's default when the server gives no message", async () => {
    passwordAnswers('reset', () => new HttpResponse(null, { status: 500 }));
    renderApp(`/restablecer?token=${token}`);
    await fill('nueva-clave', 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo restablecer la contraseña.');
  });

  it('a link without a token says so at once, without a request', async () => {
    const requests = recordRequests();
    renderApp('/restablecer');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya expiró.');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Restablecer contraseña · Plataforma Juvenil'));
    expect(requests).toEqual([]);
  });
});
