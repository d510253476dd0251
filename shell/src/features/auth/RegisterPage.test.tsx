import type { User } from '@plataforma/contracts';
import { UserFacingError } from '@plataforma/shared-auth';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderAt } from '../../testing/render';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { RegisterPage } from './RegisterPage';

const valid = { nombre: ' Ana Quispe ', ubicacion: ' El Alto ', email: 'ana@example.com', password: 'secreto', confirm: 'secreto' };

async function fill(values: Partial<typeof valid> = valid) {
  const v = { ...valid, ...values };
  await userEvent.type(screen.getByLabelText('Nombre completo'), v.nombre);
  await userEvent.type(screen.getByLabelText('Ubicación (ciudad)'), v.ubicacion);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), v.email);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), v.password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), v.confirm);
}

const submitButton = () => screen.getByRole('button', { name: /Registrarse|Registrando/ });
const photoInput = () => screen.getByLabelText('Foto de perfil (opcional)');
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(resetSession);

describe('RegisterPage', () => {
  it('has its title, the link to /login and submit disabled while fields are blank', async () => {
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(submitButton()).toBeDisabled();
    await fill({ ubicacion: '   ' });
    expect(submitButton()).toBeDisabled();
  });

  it("says live when the passwords don't match", async () => {
    renderAt(<RegisterPage />, '/register');
    await fill({ confirm: 'secret' });
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'o');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });

  it('validates with the schema on submit', async () => {
    const register = jest.fn();
    setSession({ register });
    renderAt(<RegisterPage />, '/register');
    await fill({ password: '12345', confirm: '12345' });
    await userEvent.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.');
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: '123456' } });
    fireEvent.submit(submitButton().closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.');
    expect(register).not.toHaveBeenCalled();
  });

  it('has a password toggle per field', async () => {
    renderAt(<RegisterPage />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar confirmación de contraseña' }));
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
  });

  it('rejects photos that are not JPG/PNG or not under 5MB', async () => {
    renderAt(<RegisterPage />, '/register');
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    fireEvent.change(photoInput(), { target: { files: [file('a.gif', 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG o PNG.');
    fireEvent.change(photoInput(), { target: { files: [file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen debe ser menor a 5MB.');
    expect(screen.queryByRole('img', { name: 'Vista previa de la foto de perfil' })).not.toBeInTheDocument();
  });

  it('previews the chosen photo, with Cambiar and Quitar', async () => {
    renderAt(<RegisterPage />, '/register');
    const click = jest.spyOn(photoInput(), 'click');
    fireEvent.change(photoInput(), { target: { files: [file('yo.png', 'image/png')] } });
    expect(await screen.findByRole('img', { name: 'Vista previa de la foto de perfil' })).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(click).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(screen.queryByRole('img', { name: 'Vista previa de la foto de perfil' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("sends the trimmed multipart form, shows 'Registrando...', then goes home", async () => {
    let finish!: () => void;
    const register = jest.fn(
      (_form: FormData) =>
        new Promise<User>((resolve) => {
          finish = () => {
            const user = makeUser();
            setSession({ user, status: 'ready' });
            resolve(user);
          };
        }),
    );
    setSession({ register });
    renderAt(<RegisterPage />, '/register');
    await fill();
    const photo = file('yo.jpg', 'image/jpeg');
    fireEvent.change(photoInput(), { target: { files: [photo] } });
    await userEvent.click(submitButton());

    const form = register.mock.calls[0]![0];
    expect(Object.fromEntries(['nombre', 'ubicacion', 'email', 'password'].map((k) => [k, form.get(k)]))).toEqual({
      nombre: 'Ana Quispe',
      ubicacion: 'El Alto',
      email: 'ana@example.com',
      password: 'secreto',
    });
    expect((form.get('imagen') as File).name).toBe('yo.jpg');
    expect(submitButton()).toHaveTextContent('Registrando...');
    expect(submitButton()).toBeDisabled();

    act(() => finish());
    expect(currentPath()).toBe('/');
  });

  it("shows the error's message, else 'Error al registrarse.'", async () => {
    setSession({ register: jest.fn().mockRejectedValue(new UserFacingError('Ya existe una cuenta con ese correo electrónico.')) });
    const { unmount } = renderAt(<RegisterPage />, '/register');
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo electrónico.');
    expect(submitButton()).toHaveTextContent('Registrarse');
    unmount();

    setSession({ register: jest.fn().mockRejectedValue({}) });
    renderAt(<RegisterPage />, '/register');
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al registrarse.');
  });
});
