import { useState } from 'react';
import styled from 'styled-components';
import type { Encuesta, PageHandle, User } from '@plataforma/contracts';
import { pageTitle, PARTICIPATION_MSG } from '@plataforma/contracts';
import { getErrorMessage, isServerRender, Pending, sessionUser, useAction, useSession } from '@plataforma/shared-auth';
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
} from '@plataforma/shared-ui';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { readList } from '../../lib/read';
import { useReloadForMember } from '../../lib/useReloadForMember';
import { LoginLink } from '../../lib/LoginLink';
import { misVotos, votar } from './api';
import { Results } from './Results';
import { hasVoted, recordVote, voteKey } from './voteRecord';

const ALREADY_VOTED = 'Ya has votado en esta encuesta.';

export const loader = ({ context }: LoaderFunctionArgs) => ({
  encuestas: readList<Encuesta>(context, '/encuestas/all'),
  // The server renders every visitor the same page: a member's own choices are read in the browser.
  misVotos: isServerRender(context) ? null : misVotos(context),
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
  const user = useSession((state) => state.user);
  useReloadForMember(user?.id);
  const [voting, setVoting] = useState<number | null>(null);
  // Votes of this visit, per member: another member signing in on the same page has not voted.
  const [votedNow, setVotedNow] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<{ variant: 'error'; text: string } | null>(null);
  const { run, outcome } = useAction();
  const { revalidate } = useRevalidator();
  const shown = useAutoDismiss(refusal ?? outcome);

  const isVoted = (encuesta: Encuesta, member: User | null = user) =>
    member !== null && (encuesta.yaVotaste === true || votedNow.includes(voteKey(encuesta.id, member.id)) || hasVoted(encuesta.id, member.id));

  const markVoted = (encuesta: Encuesta, member: User) => {
    recordVote(encuesta.id, member.id);
    setVotedNow((keys) => [...keys, voteKey(encuesta.id, member.id)]);
  };

  async function vote(encuesta: Encuesta, opcion: string) {
    setRefusal(null);
    // The page hydrates before the session is restored: a member's early click waits for it.
    const member = user ?? (await sessionUser());
    if (!member) return setRefusal({ variant: 'error', text: 'Debes iniciar sesión para votar.' });
    if (isVoted(encuesta, member)) return setRefusal({ variant: 'error', text: ALREADY_VOTED });
    setVoting(encuesta.id);
    await run(async () => {
      try {
        await votar(encuesta.id, opcion);
      } catch (error) {
        const message = getErrorMessage(error, '');
        // The server already holds this user's vote: the card shows the results from now on.
        if (message === ALREADY_VOTED) markVoted(encuesta, member);
        // It closed while the page was open: read it again, closed and with its results.
        if (message === PARTICIPATION_MSG.encuestaCerrada) void revalidate();
        throw error;
      }
      markVoted(encuesta, member);
      return 'Tu voto ha sido registrado.';
    }, 'Error al registrar tu voto.');
    setVoting(null);
  }

  return (
    <PageSection>
      <PageTitle description="Tu opinión cuenta: vota y mira los resultados.">Participa en nuestras encuestas</PageTitle>
      <div aria-live="polite">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
      <Pending value={encuestas} texts={{ loading: 'Cargando encuestas...', error: 'No se pudieron cargar las encuestas.' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage sub="Vuelve más tarde para participar en nuevas encuestas.">No hay encuestas disponibles</StatusMessage>
          ) : (
            <CardGrid>
              {list.map((encuesta) => (
                <Card key={encuesta.id} aria-labelledby={`encuesta-${encuesta.id}`}>
                  <Head>
                    <h2 id={`encuesta-${encuesta.id}`}>{encuesta.titulo}</h2>
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
                  ) : (
                    <Options>
                      {encuesta.opciones.map((opcion) => (
                        <Button key={opcion} disabled={voting === encuesta.id} onClick={() => void vote(encuesta, opcion)}>
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

const Options = styled.div`
  display: grid;
  gap: 0.5rem;
`;

export const Component = EncuestasPage;
