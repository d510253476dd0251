import type { AccountSession } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { Alert, Badge, Button, formatDateTime, StatusMessage } from '@plataforma/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { closeOtherSessions, closeSession, listSessions } from '../../../api/sessions';
import { failureText, useSubmit } from '../../../lib/useSubmit';
import { Actions, Section } from './Section';

/** 'Sesiones activas': where the account is signed in, and a way out for each. */
export function SessionsSection() {
  const clear = useSession((s) => s.clear);
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { run, pending, error, success } = useSubmit();

  const load = useCallback(async () => {
    try {
      setSessions(await listSessions());
    } catch (failure) {
      setLoadError(failureText(failure, 'No se pudieron cargar tus sesiones.'));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const close = (session: AccountSession) =>
    run(async () => {
      await closeSession(session.id);
      if (session.actual) {
        clear();
        navigate(paths.login, { replace: true });
        return;
      }
      await load();
      return 'Sesión cerrada.';
    }, 'No se pudo cerrar la sesión.');

  const closeOthers = () =>
    run(async () => {
      const message = await closeOtherSessions();
      await load();
      return message;
    }, 'No se pudieron cerrar las demás sesiones.');

  return (
    <Section title="Sesiones activas">
      {loadError && <Alert variant="error">{loadError}</Alert>}
      {error && <Alert variant="error">{error}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}
      {!sessions && !loadError && <StatusMessage kind="loading">Cargando sesiones...</StatusMessage>}
      {sessions && (
        <>
          <List>
            {sessions.map((session) => (
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
            <Button variant="secondary" disabled={pending || sessions.length < 2} onClick={() => void closeOthers()}>
              Cerrar las demás sesiones
            </Button>
          </Actions>
        </>
      )}
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
