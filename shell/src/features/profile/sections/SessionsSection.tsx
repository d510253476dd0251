import type { AccountSession } from '@plataforma/contracts';
import { ActionForm, Pending, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Badge, Button, formatDateTime, useRecoverFocus } from '@plataforma/shared-ui';
import { useRef } from 'react';
import { useFetcher, useNavigation } from 'react-router-dom';
import { INTENT } from '../action';
import { Actions, Item, List, Meta, Section } from './Section';

/**
 * 'Sesiones activas': where the account is signed in, and a way out for each (route action forms, in
 * place). Closing this device's session signs out, to /login (a navigating form).
 */
export function SessionsSection({ sesiones }: { sesiones: Promise<AccountSession[]> | AccountSession[] }) {
  const fetcher = useFetcher();
  const leaving = useNavigation().formData?.get('intent') === INTENT.cerrarSesion;
  const pending = fetcher.state !== 'idle' || leaving;
  const closedOthers = useWriteResult(fetcher, { intent: INTENT.cerrarOtrasSesiones });
  const closedOne = useWriteResult(fetcher, { intent: INTENT.cerrarSesion });
  const result = closedOthers ?? closedOne;
  // A closed session's row goes with its button: the keyboard's place stays in the list.
  const sessions = useRef<HTMLDivElement>(null);
  useRecoverFocus(sessions, fetcher.state === 'idle' ? result : undefined);

  return (
    <Section title="Sesiones activas">
      {result?.error && <Alert variant="error">{result.error}</Alert>}
      {result?.success && <Alert variant="success">{result.success}</Alert>}
      <div ref={sessions}>
        <Pending value={sesiones} texts={{ loading: 'Cargando sesiones...', error: 'No se pudieron cargar tus sesiones.' }}>
          {(list) => (
            <>
              <List>
                {list.map((session) => (
                  <Item key={session.id}>
                    <div>
                      <strong id={`sesion-${session.id}`}>{session.dispositivo}</strong>{' '}
                      {session.actual && <Badge tone="primary">Este dispositivo</Badge>}
                      <Meta>Último uso: {formatDateTime(session.ultimoUso)}</Meta>
                    </div>
                    {/* This device's navigates: closing it signs out, to /login. */}
                    <ActionForm fetcher={session.actual ? undefined : fetcher}>
                      <input type="hidden" name="intent" value={INTENT.cerrarSesion} />
                      <input type="hidden" name="id" value={session.id} />
                      {session.actual && <input type="hidden" name="actual" value="1" />}
                      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-describedby={`sesion-${session.id}`}>
                        Cerrar esta sesión
                      </Button>
                    </ActionForm>
                  </Item>
                ))}
              </List>
              <ActionForm fetcher={fetcher}>
                <input type="hidden" name="intent" value={INTENT.cerrarOtrasSesiones} />
                <Actions>
                  <Button type="submit" variant="secondary" disabled={pending || list.length < 2}>
                    Cerrar las demás sesiones
                  </Button>
                </Actions>
              </ActionForm>
            </>
          )}
        </Pending>
      </div>
    </Section>
  );
}
