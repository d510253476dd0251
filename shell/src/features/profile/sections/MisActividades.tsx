import { eventoPasado, type MiInscripcion } from '@plataforma/contracts';
import { ActionForm, Pending, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Badge, ButtonLink, CancelarInscripcion, formatDateTimeSpan } from '@plataforma/shared-ui';
import { Link, useFetcher } from 'react-router-dom';
import { INTENT } from '../action';
import { Actions, Item, List, Meta, Note, Section } from './Section';

const byStart = (a: MiInscripcion, b: MiInscripcion) => Date.parse(a.fecha) - Date.parse(b.fecha);

/**
 * 'Mis actividades': the events the member signed up for. Upcoming ones (the soonest first) with their
 * calendar file and a cancel that asks first; past ones (the latest first), 'Asististe' once an admin
 * checked the member in. Cancelling is the route action's form: with JavaScript sent in place once the
 * dialog is confirmed, without it sent at once (a place can be taken again).
 */
export function MisActividades({ inscripciones }: { inscripciones: Promise<MiInscripcion[]> | MiInscripcion[] }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== 'idle';
  const error = useWriteResult(fetcher, { intent: INTENT.cancelarInscripcion })?.error;
  return (
    <Section title="Mis actividades">
      {error && <Alert variant="error">{error}</Alert>}
      <Pending value={inscripciones} texts={{ loading: 'Cargando tus actividades...', error: 'No se pudieron cargar tus actividades.' }}>
        {(list) => {
          if (list.length === 0) {
            return (
              <Note>
                Aún no te inscribiste en ningún evento. <Link to="/agenda">Ver la agenda</Link>
              </Note>
            );
          }
          const proximas = list.filter((i) => !eventoPasado(i)).sort(byStart);
          const pasadas = list.filter((i) => eventoPasado(i)).sort((a, b) => byStart(b, a));
          return (
            <>
              <h3>Próximas</h3>
              {proximas.length === 0 ? (
                <Note>No tienes eventos próximos.</Note>
              ) : (
                <List>
                  {proximas.map((i) => (
                    <Item key={i.eventoId}>
                      <Actividad inscripcion={i} />
                      <Actions>
                        <ButtonLink to={`/api/eventos/${i.eventoId}/ics`} reloadDocument variant="secondary" size="sm" aria-label={`Agregar al calendario: ${i.titulo}`}>
                          Agregar al calendario
                        </ButtonLink>
                        <ActionForm fetcher={fetcher}>
                          <input type="hidden" name="intent" value={INTENT.cancelarInscripcion} />
                          <input type="hidden" name="id" value={i.eventoId} />
                          <CancelarInscripcion
                            titulo={i.titulo}
                            disabled={pending}
                            onConfirm={() => fetcher.submit({ intent: INTENT.cancelarInscripcion, id: i.eventoId }, { method: 'post' })}
                          />
                        </ActionForm>
                      </Actions>
                    </Item>
                  ))}
                </List>
              )}
              {pasadas.length > 0 && (
                <>
                  <h3>Pasadas</h3>
                  <List>
                    {pasadas.map((i) => (
                      <Item key={i.eventoId}>
                        <Actividad inscripcion={i} />
                        {i.asistenciaRegistrada && <Badge tone="success">Asististe</Badge>}
                      </Item>
                    ))}
                  </List>
                </>
              )}
            </>
          );
        }}
      </Pending>
    </Section>
  );
}

/** An event's title (linking to its page), when (in Bolivia) and where. */
function Actividad({ inscripcion: i }: { inscripcion: MiInscripcion }) {
  return (
    <div>
      <strong>
        <Link to={`/agenda/${i.eventoId}`}>{i.titulo}</Link>
      </strong>
      <Meta>
        <time dateTime={i.fecha}>{formatDateTimeSpan(i.fecha, i.fechaFin)}</time>
        {i.lugar && ` · ${i.lugar}`}
      </Meta>
    </div>
  );
}
