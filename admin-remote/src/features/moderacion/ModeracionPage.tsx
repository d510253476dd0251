import type { ComentarioModerado, EstadoModeracion } from '@plataforma/contracts';
import { Pending, useUser } from '@plataforma/shared-auth';
import { Alert, Badge, Button, Card, ConfirmDialog, formatDateTime, PageTitle, Pager, useRecoverFocus } from '@plataforma/shared-ui';
import { useRef, useState } from 'react';
import { useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { sectionHandle } from '../../app/head';
import { bloqueoAction, bloqueoLabel, isBloqueoIntent } from '../../lib/bloqueo';
import { useBloqueo } from '../../lib/useBloqueo';
import { EmptyPage } from '../../lib/EmptyPage';
import { useConfirm } from '../../lib/useConfirm';
import { useDeleteConfirm } from '../../lib/useDeleteConfirm';
import { useWrite } from '../../lib/useWrite';
import { readPosted, runItemWrite, unknownIntent } from '../../lib/write';
import { decidir } from './api/decide-comentario';
import { eliminarComentario } from './api/delete-comentario';
import { getComentariosModerados } from './api/get-comentarios-moderados';
import { DECISION_LABELS, DECISOR_SIN_CUENTA, MODERACION_TEXTS } from './api/messages';

const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
const estadoOf = (params: URLSearchParams): EstadoModeracion => (params.get('estado') === 'resueltos' ? 'resueltos' : 'pendientes');

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  return { comentarios: getComentariosModerados(context, estadoOf(params), pageOf(params), request.signal) };
};

/** The two views: the queue, and the history of decided comments. */
const VIEWS: ReadonlyArray<[EstadoModeracion, string, string]> = [
  ['pendientes', 'Pendientes', 'No hay comentarios por revisar.'],
  ['resueltos', 'Resueltos', 'Todavía no hay comentarios resueltos.'],
];

export const handle = sectionHandle('moderacion');

const said = (text: string) => text;

/** The decisions: 'restaurar' and 'ocultar' (the server's confirmation), 'eliminar', and the author's block. */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body } = await readPosted(request);
  if (intent === 'restaurar' || intent === 'ocultar') return runItemWrite(() => decidir(id, intent), MODERACION_TEXTS.accion, said);
  if (intent === 'eliminar') return runItemWrite(() => eliminarComentario(id), MODERACION_TEXTS.accion, said);
  if (isBloqueoIntent(intent)) return bloqueoAction(intent, id, body);
  return unknownIntent();
}

/**
 * 'Moderación': the comments reported since their last review or hidden by reports, newest first,
 * each with its reports (reason, who, when) and the decisions: 'Restaurar' (on a visible comment,
 * 'Descartar reportes'), 'Ocultar' and 'Eliminar' (both confirmed) and blocking its author (with a
 * motivo; never offered on the admin's own comment). The list is read again after each decision.
 * 'Resueltos' shows the decided ones with who decided and when (`?estado=resueltos`).
 */
export function ModeracionPage() {
  const { comentarios } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const estado = estadoOf(params);
  const pending = estado === 'pendientes';
  const goToPage = (page: number) => setParams(pending ? { page: String(page) } : { estado, page: String(page) });
  const selfId = useUser()?.id;
  const write = useWrite();
  const removal = useDeleteConfirm<ComentarioModerado>();
  // The card whose decision is under way: its buttons wait for the list read again.
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = (comentario: ComentarioModerado, decision: 'restaurar' | 'ocultar') => {
    setBusyId(comentario.id);
    return write.submit(decision, { id: comentario.id });
  };
  const hiding = useConfirm<ComentarioModerado>((comentario) => act(comentario, 'ocultar'));
  const bloqueo = useBloqueo();
  // One banner: the last decision's, the block's (inside its dialog while that is open) or the removal's.
  const success = write.success ?? bloqueo.write.success;
  const error = write.error ?? (bloqueo.asking ? null : bloqueo.write.error) ?? removal.error;
  const busyWrite = write.pending || bloqueo.write.pending || removal.busy;
  const dismiss = () => {
    write.dismiss();
    bloqueo.write.dismiss();
    removal.dismissError();
  };
  // A decided comment leaves the queue with the button pressed: the keyboard's place is the next one.
  const queue = useRef<HTMLDivElement>(null);
  useRecoverFocus(queue, busyWrite ? undefined : (success ?? error));

  return (
    <>
      <PageTitle>Moderación</PageTitle>
      <Views role="group" aria-label="Mostrar">
        {VIEWS.map(([value, label]) => (
          <Button key={value} size="sm" variant={value === estado ? 'primary' : 'secondary'} aria-pressed={value === estado} onClick={() => setParams(value === 'pendientes' ? {} : { estado: value })}>
            {label}
          </Button>
        ))}
      </Views>
      {success && (
        <Alert variant="success" onClose={dismiss}>
          {success}
        </Alert>
      )}
      {error && (
        <Alert
          variant="error"
          onClose={dismiss}
        >
          {error}
        </Alert>
      )}
      <div ref={queue}>
        <Pending value={comentarios} texts={{ loading: 'Cargando comentarios por revisar...', error: MODERACION_TEXTS.cargar }}>
          {(result) =>
            result.data.length === 0 ? (
              <EmptyPage page={result} onPageChange={goToPage}>
                {VIEWS.find(([value]) => value === estado)![2]}
              </EmptyPage>
            ) : (
              <>
                <List aria-label={pending ? 'Comentarios por revisar' : 'Comentarios resueltos'}>
                  {result.data.map((comentario) => {
                    const busy = busyWrite && busyId === comentario.id;
                    const { usuario } = comentario;
                    return (
                      <li key={comentario.id}>
                        <Card aria-labelledby={`moderado-${comentario.id}`}>
                          <Header>
                            <h2 id={`moderado-${comentario.id}`}>Comentario de {usuario.nombre}</h2>
                            <Badge tone={comentario.ocultoEn ? 'danger' : 'neutral'}>{comentario.ocultoEn ? 'Oculto' : 'Visible'}</Badge>
                            {usuario.bloqueado && <Badge tone="danger">Usuario bloqueado</Badge>}
                          </Header>
                          <Meta>
                            En «{comentario.publicacion.titulo}», {formatDateTime(comentario.creadoEn)}
                          </Meta>
                          <Quote>{comentario.contenido}</Quote>
                          {comentario.decision && (
                            <Meta>
                              {DECISION_LABELS[comentario.decision.accion]} por {comentario.decision.por ?? DECISOR_SIN_CUENTA} el{' '}
                              <time dateTime={comentario.decision.en}>{formatDateTime(comentario.decision.en)}</time>
                            </Meta>
                          )}
                          <h3>Reportes ({comentario.reportes.length})</h3>
                          {comentario.reportes.length > 0 && (
                            <Reports>
                              {comentario.reportes.map((reporte) => (
                                <li key={`${reporte.usuario.id}-${reporte.creadoEn}`}>
                                  <strong>{reporte.motivo}</strong> · {reporte.usuario.nombre} ·{' '}
                                  <time dateTime={reporte.creadoEn}>{formatDateTime(reporte.creadoEn)}</time>
                                </li>
                              ))}
                            </Reports>
                          )}
                          <Actions>
                            {/* Restoring a visible comment only sets its reports aside; a decided visible one has none left. */}
                            {(pending || comentario.ocultoEn) && (
                              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act(comentario, 'restaurar')}>
                                {comentario.ocultoEn ? 'Restaurar' : 'Descartar reportes'}
                              </Button>
                            )}
                            {!comentario.ocultoEn && (
                              <Button size="sm" variant="secondary" disabled={busy} onClick={() => hiding.ask(comentario)}>
                                Ocultar
                              </Button>
                            )}
                            <Button size="sm" variant="danger" disabled={busy} onClick={() => {
                                setBusyId(comentario.id);
                                removal.ask(comentario);
                              }}>
                              Eliminar
                            </Button>
                            {usuario.id !== selfId && (
                              <Button
                                size="sm"
                                variant={usuario.bloqueado ? 'secondary' : 'danger'}
                                disabled={busy}
                                onClick={() => {
                                  setBusyId(comentario.id);
                                  bloqueo.toggle(usuario);
                                }}
                              >
                                {bloqueoLabel(usuario.bloqueado)}
                              </Button>
                            )}
                          </Actions>
                        </Card>
                      </li>
                    );
                  })}
                </List>
                <Pager page={result.page} totalPages={result.totalPages} onPageChange={goToPage} label="Páginas de moderación" />
              </>
            )
          }
        </Pending>
      </div>
      <ConfirmDialog
        open={removal.target !== null}
        title="Eliminar comentario"
        message={`¿Seguro que deseas eliminar el comentario de ${removal.target?.usuario.nombre ?? ''}? No se puede deshacer.`}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
      <ConfirmDialog
        open={hiding.target !== null}
        title="Ocultar comentario"
        message={`¿Ocultar el comentario de ${hiding.target?.usuario.nombre ?? ''}? Solo los administradores podrán leerlo; podrás restaurarlo después.`}
        confirmLabel="Ocultar"
        busy={write.pending}
        onConfirm={hiding.confirm}
        onCancel={hiding.cancel}
      />
      {bloqueo.dialog}
    </>
  );
}

export const Component = ModeracionPage;

const Views = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Meta = styled.p`
  margin: 0.35rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quote = styled.blockquote`
  margin: 0.5rem 0;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reports = styled.ul`
  margin: 0 0 0.75rem;
  padding-left: 1.1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
