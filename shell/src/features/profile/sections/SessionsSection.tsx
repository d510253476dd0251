import type { AccountSession } from '@plataforma/contracts';
import { Pending, useSession, useAction } from '@plataforma/shared-auth';
import { Alert, Badge, Button, formatDateTime } from '@plataforma/shared-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { closeOtherSessions, closeSession } from '../../../api/sessions';
import { Actions, Item, List, Meta, Section } from './Section';

/** 'Sesiones activas': where the account is signed in, and a way out for each. */
export function SessionsSection({ sesiones }: { sesiones: Promise<AccountSession[]> | AccountSession[] }) {
  const clear = useSession((s) => s.clear);
  const navigate = useNavigate();
  const { run, pending, error, success } = useAction();

  const close = (session: AccountSession) =>
    run(async () => {
      await closeSession(session.id);
      if (!session.actual) return 'Sesión cerrada.';
      clear();
      navigate(paths.login, { replace: true });
    }, 'No se pudo cerrar la sesión.');

  const closeOthers = () => run(closeOtherSessions, 'No se pudieron cerrar las demás sesiones.');

  return (
    <Section title="Sesiones activas">
      {error && <Alert variant="error">{error}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}
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
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={pending}
                    aria-describedby={`sesion-${session.id}`}
                    onClick={() => void close(session)}
                  >
                    Cerrar esta sesión
                  </Button>
                </Item>
              ))}
            </List>
            <Actions>
              <Button variant="secondary" disabled={pending || list.length < 2} onClick={() => void closeOthers()}>
                Cerrar las demás sesiones
              </Button>
            </Actions>
          </>
        )}
      </Pending>
    </Section>
  );
}
