import { ACCOUNT_MSG, MSG, STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
const { api, serverError } = jest.requireMock<typeof import('@plataforma/shared-auth/testing')>('@plataforma/shared-auth/api');

afterEach(() => {
  resetSession();
  jest.clearAllMocks();
});

describe('ForgotPasswordPage (/recuperar)', () => {
  it('sends the email and shows the one answer, whatever the email', async () => {
    api.post.mockResolvedValue({ data: { message: ACCOUNT_MSG.enlaceEnviado } });
    renderAt(<ForgotPasswordPage />, '/recuperar');
    expect(screen.getByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' Ana@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(ACCOUNT_MSG.enlaceEnviado)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/password/forgot', { email: 'ana@example.com' });
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('checks the email before sending; shows a rate-limit message', async () => {
    api.post.mockRejectedValue(serverError(429, MSG.demasiadosIntentos));
    renderAt(<ForgotPasswordPage />, '/recuperar');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailInvalido);
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), '@x.bo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(MSG.demasiadosIntentos)).toBeInTheDocument();
  });
});

describe('ResetPasswordPage (/restablecer)', () => {
  const token = 'A'.repeat(43);

  it('sets the new password with the token, signs this browser out and links to /login', async () => {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(makeUser()));
    setSession({ user: makeUser(), status: 'ready' });
    api.post.mockResolvedValue({ data: { message: ACCOUNT_MSG.contrasenaRestablecida } });
    renderAt(<ResetPasswordPage />, `/restablecer?token=${token}`);
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Tu contraseña fue restablecida. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/password/reset', { token, password: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(useSession.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('says live when the passwords differ; an expired link gets the Spanish message', async () => {
    api.post.mockRejectedValue(serverError(400, ACCOUNT_MSG.enlaceInvalido));
    renderAt(<ResetPasswordPage />, `/restablecer?token=${token}`);
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clav');
    expect(screen.getByText(MSG.contrasenasNoCoinciden)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ya expiró.');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/recuperar');
  });

  it('a link without a token says so at once', () => {
    renderAt(<ResetPasswordPage />, '/restablecer');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MSG.enlaceInvalido);
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });
});
