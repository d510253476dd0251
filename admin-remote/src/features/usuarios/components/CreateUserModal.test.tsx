import { MSG } from '@plataforma/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, networkError, ok, serverError } from '@plataforma/shared-auth/testing';
import { makeUser } from '@plataforma/shared-auth/testing/session';
import { renderAdmin } from '../../../testing/render';
import { CreateUserModal } from './CreateUserModal';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const created = makeUser({ id: 9, nombre: 'Rosa Choque', email: 'rosa@example.com', rol: 'usuario' });
const onClose = jest.fn();
const onCreated = jest.fn();

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderAdmin(<CreateUserModal open onClose={onClose} onCreated={onCreated} />);
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), '  Rosa Choque ');
  await user.type(screen.getByLabelText('Correo electrónico'), ' Rosa@Example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
}

const submit = () => screen.getByRole('button', { name: 'Crear Usuario' });
const sentForm = () => api.post.mock.calls[0]?.[1] as FormData;

beforeEach(() => {
  onClose.mockReset();
  onCreated.mockReset();
  api.post.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

describe('CreateUserModal', () => {
  it('is a named dialog with labelled fields', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Crear Usuario' })).toBeInTheDocument();
    for (const label of ['Nombre', 'Correo electrónico', 'Contraseña', 'Ubicación (opcional)', 'Foto (opcional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('refuses missing fields with the service message and sends nothing', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Nombre'), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.faltanCamposUsuario);
    expect(api.post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a photo that is not JPG or PNG, and previews one that is', async () => {
    const user = setup();
    const photo = screen.getByLabelText('Foto (opcional)');
    await user.upload(photo, new File(['gif'], 'foto.gif', { type: 'image/gif' }));
    expect(screen.getByText(MSG.fotoTipo)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.upload(photo, new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(screen.queryByText(MSG.fotoTipo)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute('src', 'blob:vista-previa');
  });

  it('sends trimmed multipart fields with the photo, reports the user and closes', async () => {
    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = setup();
    await fill(user);
    await user.type(screen.getByLabelText('Ubicación (opcional)'), ' El Alto ');
    const photo = new File(['jpg'], 'rosa.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Foto (opcional)'), photo);
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/users', expect.any(FormData));
    expect(Object.fromEntries(sentForm())).toEqual({
      nombre: 'Rosa Choque',
      email: 'rosa@example.com',
      password: 'secreto1',
      ubicacion: 'El Alto',
      imagen: photo,
    });

    answer({ data: created });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Reset after success (the parent closes it; here it is still mounted open).
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
  });

  it('leaves out an empty ubicacion and a missing photo', async () => {
    api.post.mockReturnValue(ok(created));
    const user = setup();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect([...sentForm().keys()]).toEqual(['nombre', 'email', 'password']);
  });

  it.each([
    ['the server message', serverError(409, MSG.emailEnUso), MSG.emailEnUso],
    ['the default', serverError(500), 'Error al crear el usuario. Intenta nuevamente.'],
    ['the network message', networkError(), 'No se pudo conectar al servidor.'],
  ])('stays open with %s on failure', async (_case, failure, message) => {
    api.post.mockRejectedValue(failure);
    const user = setup();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveValue('  Rosa Choque ');
    expect(submit()).toBeEnabled();
  });

  it('empties its fields and error when closed', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Nombre'), 'Rosa');
    await user.click(submit());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
