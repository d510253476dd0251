import { Pending, useAction } from '@plataforma/shared-auth';
import { ACCOUNT_MSG, totpCodeSchema, firstIssue, type TwoFactorSetup, type TwoFactorStatus } from '@plataforma/contracts';
import { Alert, Button, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../../../api/two-factor';
import { Actions, Note, Section } from './Section';

/**
 * 'Verificación en dos pasos' (admins): a QR code for an authenticator app, confirmed with a first
 * code, then ten recovery codes shown once. Turning it off asks for a current code.
 */
export function TwoFactorSection({ status, required = false }: { status: Promise<TwoFactorStatus> | TwoFactorStatus; required?: boolean }) {
  // Shown once, so kept above the status: the page reads it again after enabling, and the codes must
  // stay on screen while it arrives, and when it fails to.
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Section title="Verificación en dos pasos">
      {codes && (
        <Codes aria-labelledby="codigos-titulo">
          <h3 id="codigos-titulo">Códigos de recuperación</h3>
          <p>
            <strong>Guárdalos en un lugar seguro.</strong> Cada uno sirve una sola vez si no tienes tu teléfono, y no se volverán a
            mostrar.
          </p>
          <ol>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={() => setCodes(null)}>
            Ya los guardé
          </Button>
        </Codes>
      )}
      <Pending value={status} texts={{ loading: 'Cargando...', error: 'No se pudo cargar la verificación en dos pasos.' }}>
        {(current) => <TwoFactorSettings status={current} required={required} codesShown={codes !== null} onEnabled={setCodes} />}
      </Pending>
    </Section>
  );
}

interface SettingsProps {
  status: TwoFactorStatus;
  required: boolean;
  /** The recovery codes are on screen: two-step sign-in was just turned on, whatever `status` still says. */
  codesShown: boolean;
  onEnabled: (codes: string[]) => void;
}

function TwoFactorSettings({ status, required, codesShown, onEnabled }: SettingsProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codigo, setCodigo] = useState('');
  const { run, pending, error, success, fail } = useAction();

  /** Runs `action` with a checked 6-digit code. */
  const withCode = (event: FormEvent, action: (code: string) => Promise<unknown>, fallback: string) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ codigo });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    void run(async () => {
      const message = await action(parsed.data.codigo);
      setCodigo('');
      return message;
    }, fallback);
  };

  const begin = () => run(async () => setSetup(await startTwoFactor()), 'No se pudo generar el código QR.');
  const enable = (event: FormEvent) =>
    withCode(
      event,
      async (code) => {
        onEnabled(await enableTwoFactor(code));
        setSetup(null);
        return ACCOUNT_MSG.dosPasosActivada;
      },
      'No se pudo activar la verificación en dos pasos.',
    );
  const disable = (event: FormEvent) => withCode(event, disableTwoFactor, 'No se pudo desactivar la verificación en dos pasos.');

  const codeField = (
    <TextField
      label="Código de verificación"
      name="codigo"
      inputMode="numeric"
      autoComplete="one-time-code"
      hint="Los 6 dígitos que muestra tu aplicación de autenticación."
      maxLength={7}
      value={codigo}
      onChange={(e) => setCodigo(e.target.value)}
    />
  );

  return (
    <>
      {required && !status.activa && !codesShown && (
        <Alert variant="info">Para entrar al panel de administración debes activar la verificación en dos pasos.</Alert>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}

      {!status.activa && !setup && !codesShown && (
        <>
          <Note>Protege tu cuenta de administrador: además de la contraseña, pediremos un código de tu aplicación de autenticación.</Note>
          <Button disabled={pending} onClick={() => void begin()}>
            Activar la verificación en dos pasos
          </Button>
        </>
      )}

      {setup && (
        <form onSubmit={enable} noValidate aria-busy={pending}>
          <Note>Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Authy, FreeOTP…) y escribe el código que muestra.</Note>
          <Qr src={setup.qr} alt="Código QR para agregar Plataforma Juvenil a tu aplicación de autenticación" width={220} height={220} />
          <Note>
            ¿No puedes escanearlo? Escribe esta clave en la aplicación: <Secret>{setup.secreto}</Secret>
          </Note>
          {codeField}
          <Actions>
            <Button type="submit" disabled={pending || !codigo.trim()}>
              {pending ? 'Verificando...' : 'Confirmar y activar'}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setSetup(null)}>
              Cancelar
            </Button>
          </Actions>
        </form>
      )}

      {status.activa && !codesShown && (
        <form onSubmit={disable} noValidate aria-busy={pending}>
          <Note>
            Activada. Te quedan {status.codigosRestantes} códigos de recuperación. Para desactivarla, escribe un código actual de tu
            aplicación.
          </Note>
          {codeField}
          <Actions>
            <Button type="submit" variant="secondary" disabled={pending || !codigo.trim()}>
              {pending ? 'Verificando...' : 'Desactivar'}
            </Button>
          </Actions>
        </form>
      )}
    </>
  );
}

const Qr = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto 1rem;
`;

const Secret = styled.code`
  overflow-wrap: anywhere;
  font-weight: 700;
`;

const Codes = styled.section`
  margin-bottom: 1rem;
  padding: 1rem;
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
  ol { columns: 2; column-gap: 1.5rem; padding-left: 1.5rem; font-size: 1.05rem; }
`;
