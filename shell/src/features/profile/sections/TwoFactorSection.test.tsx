import type { TwoFactorStatus } from '@plataforma/contracts';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../../../testing/account';
import { renderApp } from '../../../testing/renderApp';

const codes = [
  'abcd0-efgh0',
  'abcd1-efgh1',
  'abcd2-efgh2',
  'abcd3-efgh3',
  'abcd4-efgh4',
  'abcd5-efgh5',
  'abcd6-efgh6',
  'abcd7-efgh7',
  'abcd8-efgh8',
  'abcd9-efgh9',
];

/**
 * An admin's two-step sign-in as the API keeps it, starting at `initial`: setup hands out a QR code,
 * enabling with a code turns it on with 10 recovery codes, disabling with a code turns it off.
 * `codes` are the codes the API received, in order; `wrong` is refused with the API's message.
 */
function twoFactorApi(initial: TwoFactorStatus, wrong = '000000') {
  let status = initial;
  const received: { path: string; codigo?: string }[] = [];
  const withCode = async (path: string, request: Request, change: () => Response) => {
    const { codigo } = (await request.json()) as { codigo: string };
    received.push({ path, codigo });
    return codigo === wrong ? apiError(400, 'El código de verificación no es correcto.') : change();
  };
  server.use(
    http.get('/api/account/two-factor', () => HttpResponse.json(status)),
    http.post('/api/account/two-factor/setup', () => {
      received.push({ path: 'setup' });
      return HttpResponse.json({ secreto: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qr: 'data:image/png;base64,AAA' });
    }),
    http.post('/api/account/two-factor/enable', ({ request }) =>
      withCode('enable', request, () => {
        status = { ...status, activa: true, codigosRestantes: 10 };
        return HttpResponse.json({ codigosRecuperacion: codes });
      }),
    ),
    http.post('/api/account/two-factor/disable', ({ request }) =>
      withCode('disable', request, () => {
        status = { ...status, activa: false, codigosRestantes: 0 };
        return HttpResponse.json({ message: 'Verificación en dos pasos desactivada.' });
      }),
    ),
  );
  return received;
}

async function openProfile(url = '/perfil') {
  signedIn(makeUser({ rol: 'admin' }));
  server.use(getJson('/account/sessions', []), getJson('/eventos/mias', []));
  renderApp(url);
  return screen.findByRole('region', { name: 'Verificación en dos pasos' });
}

const codeField = (section: HTMLElement) => within(section).getByLabelText('Código de verificación');

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('TwoFactorSection', () => {
  // The whole setup: two writes, each followed by the page's data read again (slow on a loaded machine).
  it('QR code with alt text, confirmed with a code, then the 10 recovery codes shown once', async () => {
    const received = twoFactorApi({ activa: false, obligatoria: false, codigosRestantes: 0 });
    const section = await openProfile();
    await userEvent.click(await within(section).findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    expect(await within(section).findByRole('img', { name: /Código QR/ })).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // Each step replaces the button pressed: the keyboard's place is the next step, not the page's top.
    await waitFor(() => expect(codeField(section)).toHaveFocus());

    const requests = recordRequests();
    await userEvent.type(codeField(section), '12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirmar y activar' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación.');
    expect(requests).toEqual([]);

    await userEvent.type(codeField(section), '6');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirmar y activar' }));
    const list = await within(section).findByRole('region', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(within(list).getByText('Guárdalos en un lugar seguro.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Ya los guardé' })).toHaveFocus());
    expect(await within(section).findByText('Verificación en dos pasos activada.')).toBeInTheDocument();
    expect(received).toEqual([{ path: 'setup' }, { path: 'enable', codigo: '123456' }]);
    expect(within(section).queryByRole('button', { name: 'Activar la verificación en dos pasos' })).not.toBeInTheDocument();

    // The page reads the status again; the codes stay until the admin has saved them.
    await waitFor(() => expect(requests).toContain('GET /api/account/two-factor'));
    await userEvent.click(within(section).getByRole('button', { name: 'Ya los guardé' }));
    expect(within(section).queryByText('abcd0-efgh0')).not.toBeInTheDocument();
    expect(await within(section).findByText(/Activada\. Te quedan 10 códigos de recuperación\./)).toBeInTheDocument();
  }, 15_000);

  it('keeps the recovery codes on screen when the status cannot be read again', async () => {
    twoFactorApi({ activa: false, obligatoria: false, codigosRestantes: 0 });
    const section = await openProfile();
    await userEvent.click(await within(section).findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    await userEvent.type(await within(section).findByLabelText('Código de verificación'), '123456');
    server.use(http.get('/api/account/two-factor', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(section).getByRole('button', { name: 'Confirmar y activar' }));

    expect(await within(section).findByText('No se pudo cargar la verificación en dos pasos.')).toBeInTheDocument();
    const list = within(section).getByRole('region', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it("'Cancelar' leaves the QR code without turning anything on", async () => {
    const received = twoFactorApi({ activa: false, obligatoria: false, codigosRestantes: 0 });
    const section = await openProfile();
    await userEvent.click(await within(section).findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    const cancel = await within(section).findByRole('button', { name: 'Cancelar' });
    // The section's buttons wait while the page reads its data again after the write.
    await waitFor(() => expect(cancel).toBeEnabled());
    await userEvent.click(cancel);
    expect(within(section).queryByRole('img', { name: /Código QR/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
    expect(received).toEqual([{ path: 'setup' }]);
  });

  it("turning it off needs a current code; a wrong one shows the server's message", async () => {
    const received = twoFactorApi({ activa: true, obligatoria: false, codigosRestantes: 7 });
    const section = await openProfile();
    expect(await within(section).findByText(/Activada\. Te quedan 7 códigos de recuperación\./)).toBeInTheDocument();
    await userEvent.type(codeField(section), '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Desactivar' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('El código de verificación no es correcto.');

    await userEvent.clear(codeField(section));
    await userEvent.type(codeField(section), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Desactivar' }));
    expect(await within(section).findByText('Verificación en dos pasos desactivada.')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
    expect(received).toEqual([
      { path: 'disable', codigo: '000000' },
      { path: 'disable', codigo: '123456' },
    ]);
  });

  it('explains why when ADMIN_2FA_REQUIRED sent the admin here', async () => {
    twoFactorApi({ activa: false, obligatoria: true, codigosRestantes: 0 });
    const section = await openProfile('/perfil?dosPasos=obligatoria');
    const why = 'Para entrar al panel de administración debes activar la verificación en dos pasos.';
    expect(await within(section).findByText(why)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
  });

  it('shows its failure text when the status cannot be read', async () => {
    server.use(http.get('/api/account/two-factor', () => new HttpResponse(null, { status: 500 })));
    const section = await openProfile();
    expect(await within(section).findByText('No se pudo cargar la verificación en dos pasos.')).toBeInTheDocument();
  });
});
