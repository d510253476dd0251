import { ActionForm, Pending, useWriteResult } from '@plataforma/shared-auth';
import type { TwoFactorStatus } from '@plataforma/contracts';
import { Alert, Button, TextField, useRecoverFocus } from '@plataforma/shared-ui';
import { useRef, useState, type MouseEvent } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router-dom';
import styled from 'styled-components';
import { INTENT, SETUP_FIELDS, type TwoFactorResult } from '../action';
import { Actions, Note, Section } from './Section';

/**
 * 'Verificación en dos pasos' (admins): a QR code for an authenticator app, confirmed with a first
 * code, then ten recovery codes shown once. Turning it off asks for a current code. Every step is a
 * form of the route action (in place with JavaScript); what it answers (the QR code, the codes) is shown
 * until the next step, 'Cancelar' or 'Ya los guardé' (which write nothing).
 */
export function TwoFactorSection({ status, required = false }: { status: Promise<TwoFactorStatus> | TwoFactorStatus; required?: boolean }) {
  const fetcher = useFetcher();
  const generated = useWriteResult(fetcher, { intent: INTENT.generarDosPasos });
  const enabled = useWriteResult(fetcher, { intent: INTENT.activarDosPasos });
  const disabled = useWriteResult(fetcher, { intent: INTENT.desactivarDosPasos });
  const answer = (generated ?? enabled ?? disabled) as TwoFactorResult | undefined;
  // 'Cancelar' and 'Ya los guardé' set the answer aside in place; without JavaScript they post, and the
  // page comes back without it.
  const [dismissed, setDismissed] = useState<TwoFactorResult>();
  const result = answer === dismissed ? undefined : answer;
  const dismiss = (event: MouseEvent) => {
    event.preventDefault();
    setDismissed(answer);
  };
  // Shown once, so kept above the status: the page reads it again after enabling, and the codes must
  // stay on screen while it arrives, and when it fails to.
  const codes = result?.codigos ?? null;
  // Each step's form replaces the last, the button pressed with it: the keyboard's place is the next step.
  const steps = useRef<HTMLDivElement>(null);
  useRecoverFocus(steps, fetcher.state === 'idle' ? (result ?? dismissed) : undefined);
  return (
    <Section title="Verificación en dos pasos">
      <div ref={steps}>
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
            <ActionForm fetcher={fetcher}>
              <Button type="submit" name="intent" value={INTENT.cerrarDosPasos} variant="secondary" onClick={dismiss}>
                Ya los guardé
              </Button>
            </ActionForm>
          </Codes>
        )}
        <Pending value={status} texts={{ loading: 'Cargando...', error: 'No se pudo cargar la verificación en dos pasos.' }}>
          {(current) => <TwoFactorSettings status={current} required={required} result={result} fetcher={fetcher} onDismiss={dismiss} />}
        </Pending>
      </div>
    </Section>
  );
}

interface SettingsProps {
  status: TwoFactorStatus;
  required: boolean;
  /** The last step's answer: the QR code to scan, the recovery codes (then it is on, whatever `status` still says), or why not. */
  result: TwoFactorResult | undefined;
  fetcher: FetcherWithComponents<unknown>;
  onDismiss: (event: MouseEvent) => void;
}

function TwoFactorSettings({ status, required, result, fetcher, onDismiss }: SettingsProps) {
  const pending = fetcher.state !== 'idle';
  const setup = result?.setup;
  const codesShown = Boolean(result?.codigos);

  const codeField = (
    <TextField
      label="Código de verificación"
      name="codigo"
      inputMode="numeric"
      autoComplete="one-time-code"
      hint="Los 6 dígitos que muestra tu aplicación de autenticación."
      maxLength={7}
    />
  );

  return (
    <>
      {required && !status.activa && !codesShown && (
        <Alert variant="info">Para entrar al panel de administración debes activar la verificación en dos pasos.</Alert>
      )}
      {result?.error && <Alert variant="error">{result.error}</Alert>}
      {result?.success && <Alert variant="success">{result.success}</Alert>}

      {!status.activa && !setup && !codesShown && (
        <ActionForm fetcher={fetcher}>
          <Note>Protege tu cuenta de administrador: además de la contraseña, pediremos un código de tu aplicación de autenticación.</Note>
          <Button type="submit" name="intent" value={INTENT.generarDosPasos} disabled={pending}>
            Activar la verificación en dos pasos
          </Button>
        </ActionForm>
      )}

      {setup && (
        <ActionForm fetcher={fetcher} noValidate aria-busy={pending}>
          {/* Carried back, so a refused code keeps this QR code on screen (the one already scanned). */}
          <input type="hidden" name={SETUP_FIELDS.secreto} value={setup.secreto} />
          <input type="hidden" name={SETUP_FIELDS.qr} value={setup.qr} />
          <Note>Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Authy, FreeOTP…) y escribe el código que muestra.</Note>
          <Qr src={setup.qr} alt="Código QR para agregar Plataforma Juvenil a tu aplicación de autenticación" width={220} height={220} />
          <Note>
            ¿No puedes escanearlo? Escribe esta clave en la aplicación: <Secret>{setup.secreto}</Secret>
          </Note>
          {codeField}
          <Actions>
            {/* The first submit button: Enter in the code field sends it. */}
            <Button type="submit" name="intent" value={INTENT.activarDosPasos} disabled={pending}>
              {pending ? 'Verificando...' : 'Confirmar y activar'}
            </Button>
            <Button type="submit" name="intent" value={INTENT.cerrarDosPasos} variant="ghost" disabled={pending} onClick={onDismiss}>
              Cancelar
            </Button>
          </Actions>
        </ActionForm>
      )}

      {status.activa && !codesShown && (
        <ActionForm fetcher={fetcher} noValidate aria-busy={pending}>
          <input type="hidden" name="intent" value={INTENT.desactivarDosPasos} />
          <Note>
            Activada. Te quedan {status.codigosRestantes} códigos de recuperación. Para desactivarla, escribe un código actual de tu
            aplicación.
          </Note>
          {codeField}
          <Actions>
            <Button type="submit" variant="secondary" disabled={pending}>
              {pending ? 'Verificando...' : 'Desactivar'}
            </Button>
          </Actions>
        </ActionForm>
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
