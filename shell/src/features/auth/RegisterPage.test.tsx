import { File } from 'node:buffer';
import { CORREO_MSG } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';
import { typedBeforeHydration } from '../../testing/typedBeforeHydration';

// A new member lands on the public remote's home page: another deployable, stood in for.
jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/remotes'));

const valid = { nombre: ' Ana Quispe ', ubicacion: ' El Alto ', email: 'ana@example.com', password: 'secreto', confirm: 'secreto' };

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Crear cuenta' });
  return view;
}

async function fill(values: Partial<typeof valid> = valid) {
  const v = { ...valid, ...values };
  await userEvent.type(screen.getByLabelText('Nombre completo'), v.nombre);
  await userEvent.type(screen.getByLabelText('Ubicación (ciudad)'), v.ubicacion);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), v.email);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), v.password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), v.confirm);
  await userEvent.click(terms());
}

/** The accessible name puts a space before the period that follows the link. */
const terms = () => screen.getByRole('checkbox', { name: /^Acepto los términos y la política de privacidad/ });
const submitButton = () => screen.getByRole('button', { name: /Registrarse|Registrando/ });
const photoInput = () => screen.getByLabelText('Foto de perfil (opcional)');
const preview = () => screen.queryByRole('img', { name: 'Vista previa de la foto de perfil' });
/**
 * Node's File, not jsdom's: the test environment's FormData and Blob are Node's (jest-fixed-jsdom, so
 * MSW can read requests), and Node's FormData takes only Node's Blobs.
 */
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type }) as unknown as globalThis.File;
const choose = (photo: globalThis.File) => fireEvent.change(photoInput(), { target: { files: [photo] } });

afterEach(() => {
  resetSession();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('RegisterPage (/register)', () => {
  it("has its title, the link to /login and named fields; submit is never disabled: blank fields get 'Todos los campos son obligatorios.'", async () => {
    await openRegister();
    const requests = recordRequests();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    const names = ['Nombre completo', 'Ubicación (ciudad)', 'Correo electrónico', 'Contraseña', 'Confirmar contraseña', 'Foto de perfil (opcional)'].map(
      (label) => screen.getByLabelText(label, { exact: true }).getAttribute('name'),
    );
    expect(names).toEqual(['nombre', 'ubicacion', 'email', 'password', 'confirmPassword', 'imagen']);
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    await fill({ ubicacion: '   ' });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    expect(requests).toEqual([]);
  });

  it('sends what the fields hold, also text typed before the scripts ran', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        const form = await request.formData();
        sent.push(Object.fromEntries(form));
        return HttpResponse.json(makeUser(), { status: 201 });
      }),
    );
    await openRegister();
    for (const [label, text] of Object.entries({
      'Nombre completo': 'Ana Quispe',
      'Ubicación (ciudad)': 'El Alto',
      'Correo electrónico': 'ana@example.com',
      Contraseña: 'secreto',
      'Confirmar contraseña': 'secreto',
    })) {
      typedBeforeHydration(screen.getByLabelText(label, { exact: true }), text);
    }
    await userEvent.click(terms());
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(sent).toEqual([{ nombre: 'Ana Quispe', ubicacion: 'El Alto', email: 'ana@example.com', password: 'secreto', aceptaTerminos: 'true' }]),
    );
  });

  it("asks to accept the terms and the privacy policy, linked to /privacidad: unchecked, 'Debes aceptar…' and no request", async () => {
    await openRegister();
    const requests = recordRequests();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    await fill();
    await userEvent.click(terms());
    expect(terms()).not.toBeChecked();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CORREO_MSG.terminosObligatorios);
    expect(requests).toEqual([]);
  });

  it("says live when the passwords don't match", async () => {
    await openRegister();
    await fill({ confirm: 'secret' });
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'o');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });

  it('validates with the schema on submit, without a request', async () => {
    await openRegister();
    const requests = recordRequests();
    await fill({ password: '12345', confirm: '12345' });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.');
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: '123456' } });
    fireEvent.submit(submitButton().closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.');
    expect(requests).toEqual([]);
  });

  it('has a password toggle per field', async () => {
    await openRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar confirmación de contraseña' }));
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
  });

  it('rejects photos that are not JPG/PNG or not under 5MB', async () => {
    await openRegister();
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    choose(file('a.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG o PNG.');
    choose(file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen debe ser menor a 5MB.');
    expect(preview()).not.toBeInTheDocument();
  });

  it('previews the chosen photo, with Cambiar and Quitar', async () => {
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await openRegister();
    const click = jest.spyOn(photoInput(), 'click');
    choose(file('yo.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Vista previa de la foto de perfil' })).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(click).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(preview()).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
  });

  it("sends the trimmed multipart form with the photo, shows 'Registrando...', then goes home signed in", async () => {
    const answer = gate();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        const form = await request.formData();
        const imagen = form.get('imagen') as File;
        sent.push({
          nombre: form.get('nombre'),
          ubicacion: form.get('ubicacion'),
          email: form.get('email'),
          password: form.get('password'),
          confirmPassword: form.get('confirmPassword'),
          aceptaTerminos: form.get('aceptaTerminos'),
          imagen: { name: imagen.name, type: imagen.type, size: imagen.size },
        });
        await answer.opened;
        return HttpResponse.json(makeUser({ ubicacion: 'El Alto', imagen: 'usuarios/ana.webp' }), { status: 201 });
      }),
    );
    const { currentUrl } = await openRegister();
    await fill();
    choose(file('yo.jpg', 'image/jpeg', 2048));
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(sent).toEqual([
        {
          nombre: 'Ana Quispe',
          ubicacion: 'El Alto',
          email: 'ana@example.com',
          password: 'secreto',
          confirmPassword: null,
          aceptaTerminos: 'true',
          imagen: { name: 'yo.jpg', type: 'image/jpeg', size: 2048 },
        },
      ]),
    );
    expect(submitButton()).toHaveTextContent('Registrando...');
    expect(submitButton()).toBeDisabled();

    answer.open();
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(useSession.getState().user).toMatchObject({ nombre: 'Ana Quispe', ubicacion: 'El Alto', imagen: 'usuarios/ana.webp' });
  });

  it("shows the server's message, else the auth service's default (SPEC §8)", async () => {
    server.use(http.post('/api/auth/register', () => apiError(409, 'Ya existe una cuenta con ese correo electrónico.')));
    await openRegister();
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo electrónico.');
    expect(submitButton()).toHaveTextContent('Registrarse');
    expect(submitButton()).toBeEnabled();

    server.use(http.post('/api/auth/register', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Error al registrarse.')).toBeInTheDocument();
  });
});
