import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Encuesta, PageHandle } from '@plataforma/contracts';
import { MSG, pageTitle } from '@plataforma/contracts';
import { ActionForm, attempt, isServerRender, loaderApi, Pending, refuse, requestUser, useUser, useWriteResult } from '@plataforma/shared-auth';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardGrid,
  PageSection,
  PageTitle,
  StatusMessage,
  formatDateLong,
  formatDateTime,
  useAutoDismiss,
  useRecoverFocus,
} from '@plataforma/shared-ui';
import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { refuseBadId, refuseUnknownIntent, sentFields, sentId, succeeded, useOutcome, withConfirmationResend } from '../../lib/pageWrites';
import { ConfirmaTuCorreo, sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { LoginLink } from '../../lib/LoginLink';
import { readList } from '../../lib/read';
import { useReloadForMember } from '../../lib/useReloadForMember';
import { misVotos } from './api';
import { Results } from './Results';
import { forgetVote, hasVoted, recordVote } from './voteRecord';

const VOTAR = 'votar';

export const loader = ({ context }: LoaderFunctionArgs) => ({
  encuestas: readList<Encuesta>(context, '/encuestas/all'),
  // The member's own choice in each survey ('Tu voto'), for the session the page is rendered for.
  misVotos: misVotos(context),
});

/**
 * 'Votar por: …' (POST /encuestas/:id/votar/:opcion, no body): `id` the survey's, `opcion` the pressed
 * button's. In the browser it waits for the session being restored (a member's early click votes) and
 * keeps the browser's vote record (spec-notes §3), which also refuses a second vote without asking the
 * API. A vote the server already holds counts as this member's too; a 409 (voted, closed) re-reads the page.
 */
export const action = withConfirmationResend(async ({ request, context }: ActionFunctionArgs) => {
  const fields = await sentFields(request);
  const id = sentId(fields);
  if (id === null) return refuseBadId(fields);
  if (fields.intent !== VOTAR || !fields.opcion) return refuseUnknownIntent(fields);
  const member = await requestUser(context);
  if (!member) return refuse('Debes iniciar sesión para votar.', fields, 401);
  const inBrowser = !isServerRender(context);
  if (inBrowser && hasVoted(id, member.id)) return refuse(MSG.yaVotaste, fields, 409);
  const api = await loaderApi(context);
  const done = await attempt(() => api.post(`/encuestas/${id}/votar/${encodeURIComponent(fields.opcion!)}`), 'Error al registrar tu voto.', fields);
  const voted = done.ok || done.refusal.data.error === MSG.yaVotaste;
  if (voted && inBrowser) recordVote(id, member.id);
  return done.ok ? succeeded(fields, 'Tu voto ha sido registrado.') : done.refusal;
});

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: () => ({
    title: pageTitle('Encuestas'),
    description: 'Tu opinión cuenta: vota en las encuestas del movimiento juvenil y mira los resultados.',
  }),
};

/** spec-notes §2 "Surveys": vote once per poll, then see the results chart. */
export function EncuestasPage() {
  const { encuestas, misVotos: mine } = useLoaderData<typeof loader>();
  const user = useUser();
  useReloadForMember(user?.id);
  // One vote at a time: the page's one fetcher, its answer in the page's banner.
  const fetcher = useFetcher();
  const voted = useWriteResult(fetcher, { intent: VOTAR });
  const shown = useAutoDismiss(useOutcome(voted));
  const voting = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('id'));
  // The buttons pressed give way to the results: the keyboard's place is the survey's title.
  const section = useRef<HTMLElement>(null);
  useRecoverFocus(section, voting === null ? voted : undefined, `#encuesta-${voted?.fields?.id}`);

  // The server's `yaVotaste` (a member's read) decides; the browser's record stands in while the page
  // still shows the visitors' read.
  const isVoted = (encuesta: Encuesta) => user !== null && (encuesta.yaVotaste ?? hasVoted(encuesta.id, user.id));

  return (
    <PageSection ref={section}>
      <PageTitle description="Tu opinión cuenta: vota y mira los resultados.">Participa en nuestras encuestas</PageTitle>
      <div aria-live="polite">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
      <Pending value={encuestas} texts={{ loading: 'Cargando encuestas...', error: 'No se pudieron cargar las encuestas.' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage sub="Vuelve más tarde para participar en nuevas encuestas.">No hay encuestas disponibles</StatusMessage>
          ) : (
            <CardGrid>
              {user && <ForgetsStaleVotes encuestas={list} userId={user.id} />}
              {list.map((encuesta) => (
                <Card key={encuesta.id} aria-labelledby={`encuesta-${encuesta.id}`}>
                  <Head>
                    <h2 id={`encuesta-${encuesta.id}`} tabIndex={-1}>
                      {encuesta.titulo}
                    </h2>
                    <Badge tone="primary">Encuesta</Badge>
                  </Head>
                  {encuesta.descripcion && <p>{encuesta.descripcion}</p>}
                  <time dateTime={encuesta.creadoEn}>{formatDateLong(encuesta.creadoEn)}</time>
                  {encuesta.cerrada ? (
                    <Closing>Encuesta cerrada</Closing>
                  ) : (
                    encuesta.cierraEn && <Closing>{`Cierra el ${formatDateTime(encuesta.cierraEn)}`}</Closing>
                  )}
                  {encuesta.cerrada || isVoted(encuesta) ? (
                    <Results encuesta={encuesta} misVotos={mine} />
                  ) : sinConfirmar(user) ? (
                    <ConfirmaTuCorreo />
                  ) : (
                    <Options fetcher={fetcher}>
                      <input type="hidden" name="intent" value={VOTAR} />
                      <input type="hidden" name="id" value={encuesta.id} />
                      {encuesta.opciones.map((opcion) => (
                        <Button key={opcion} type="submit" name="opcion" value={opcion} disabled={voting === encuesta.id}>
                          {voting === encuesta.id ? 'Votando...' : `Votar por: ${opcion}`}
                        </Button>
                      ))}
                      {!user && <LoginLink>Inicia sesión para votar</LoginLink>}
                    </Options>
                  )}
                </Card>
              ))}
            </CardGrid>
          )
        }
      </Pending>
    </PageSection>
  );
}

/** The badge shows above the title, so a long title keeps the card's whole width on a phone. */

/**
 * A vote the server no longer holds (an admin removed or renamed its option) leaves the browser's record,
 * which would otherwise refuse this member's vote without asking the API.
 */
function ForgetsStaleVotes({ encuestas, userId }: { encuestas: Encuesta[]; userId: number }) {
  useEffect(() => {
    for (const encuesta of encuestas) if (encuesta.yaVotaste === false) forgetVote(encuesta.id, userId);
  }, [encuestas, userId]);
  return null;
}

const Head = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-start;
  gap: 0.5rem;
`;

const Closing = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Options = styled(ActionForm)`
  display: grid;
  gap: 0.5rem;
`;

export const Component = EncuestasPage;
