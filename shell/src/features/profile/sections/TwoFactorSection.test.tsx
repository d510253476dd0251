import { ACCOUNT_MSG } from '@plataforma/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render';
import { TwoFactorSection } from './TwoFactorSection';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
const { api, serverError } = jest.requireMock<typeof import('@plataforma/shared-auth/testing')>('@plataforma/shared-auth/api');

const off = { activa: false, obligatoria: false, codigosRestantes: 0 };
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

afterEach(() => jest.clearAllMocks());

describe('TwoFactorSection', () => {
  it('QR code with alt text, confirmed with a code, then the 10 recovery codes shown once', async () => {
    api.get.mockResolvedValueOnce({ data: off }).mockResolvedValue({ data: { activa: true, obligatoria: false, codigosRestantes: 10 } });
    api.post.mockImplementation((url: string) => {
      if (url === '/account/two-factor/setup') return Promise.resolve({ data: { secreto: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qr: 'data:image/png;base64,AAA' } });
      return Promise.resolve({ data: { codigosRecuperacion: codes } });
    });
    renderAt(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    expect(await screen.findByRole('img', { name: /Código QR/ })).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Código de verificación'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MSG.codigoFormato);
    await userEvent.type(screen.getByLabelText('Código de verificación'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));

    const list = await screen.findByRole('region', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Guárdalos en un lugar seguro.')).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith('/account/two-factor/enable', { codigo: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(screen.queryByText('abcd0-efgh0')).not.toBeInTheDocument();
    expect(screen.getByText(/Te quedan 10 códigos de recuperación/)).toBeInTheDocument();
  });

  it('turning it off needs a current code; a wrong one shows the server message', async () => {
    api.get.mockResolvedValue({ data: { activa: true, obligatoria: false, codigosRestantes: 7 } });
    api.post.mockRejectedValueOnce(serverError(400, ACCOUNT_MSG.codigoIncorrecto)).mockResolvedValue({ data: { message: ACCOUNT_MSG.dosPasosDesactivada } });
    renderAt(<TwoFactorSection />);
    await userEvent.type(await screen.findByLabelText('Código de verificación'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MSG.codigoIncorrecto);
    api.get.mockResolvedValue({ data: off });
    await userEvent.clear(screen.getByLabelText('Código de verificación'));
    await userEvent.type(screen.getByLabelText('Código de verificación'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(ACCOUNT_MSG.dosPasosDesactivada)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
  });

  it('explains why when ADMIN_2FA_REQUIRED sent the admin here', async () => {
    api.get.mockResolvedValue({ data: { ...off, obligatoria: true } });
    renderAt(<TwoFactorSection required />);
    expect(screen.getByText(/Para entrar al panel de administración debes activar/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
  });
});
