import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderAt as render } from '../testing/render';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('RemotePage', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows the loading text, then the exposed page', async () => {
    let resolve!: (module: { default: () => ReactElement }) => void;
    loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemotePage remote="public_remote" module="Pagina1" />);

    expect(screen.getByText('Cargando contenido...')).toBeInTheDocument();
    resolve({ default: () => <h1>Inicio remoto</h1> });
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('public_remote/Pagina1');
  });

  it('shows a Spanish error with Reintentar when the remote cannot be loaded, and retries', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    render(<RemotePage remote="public_remote" module="Pagina2" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar esta sección.');
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>De vuelta</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'De vuelta' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a default export as a failure', async () => {
    loadRemoteMock.mockResolvedValue(null);
    render(<RemotePage remote="admin_remote" module="Pagina3" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar esta sección.');
  });
});
