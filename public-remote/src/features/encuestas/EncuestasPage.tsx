import { Suspense, lazy, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Encuesta, LoaderContext, PageProps, User } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { getErrorMessage, useSession } from '@plataforma/shared-auth';
import { Alert, Badge, Button, Card, CardGrid, PageSection, PageTitle, StatusMessage, formatDateLong, useAutoDismiss } from '@plataforma/shared-ui';
import { usePageData } from '../../lib/pageData';
import { getEncuestas, votar } from './api';
import { hasVoted, recordVote } from './voteRecord';

// echarts is only fetched once a voted card is shown, and only from this page's chunks.
const VotesBarChart = lazy(() => import('@plataforma/shared-ui/charts').then((m) => ({ default: m.VotesBarChart })));

const ALREADY_VOTED = 'Ya has votado en esta encuesta.';

interface Banner {
  variant: 'success' | 'error';
  text: string;
}

export const loader = (context: LoaderContext) => getEncuestas(context);

export const head = () => ({
  title: pageTitle('Encuestas'),
  description: 'Tu opinión cuenta: vota en las encuestas del movimiento juvenil y mira los resultados.',
});

/**
 * The member once the session is known. The page hydrates before the session is restored, so a
 * member's early click must wait for it rather than be told to sign in.
 */
async function restoredMember(): Promise<User | null> {
  const session = useSession.getState();
  if (session.status === 'loading') await session.restore();
  return useSession.getState().user;
}

/** spec-notes §2 "Surveys": vote once per poll, then see the results chart. */
export default function EncuestasPage({ data }: PageProps<Encuesta[]>) {
  const load = usePageData({ loader, head }, data);
  const user = useSession((state) => state.user);
  const userId = user?.id;
  // The server renders every visitor the same page: a member's own votes (yaVotaste) need their session.
  const { reload } = load;
  useEffect(() => {
    if (userId !== undefined && data) reload();
  }, [userId, data, reload]);
  const [voting, setVoting] = useState<number | null>(null);
  const [votedNow, setVotedNow] = useState<number[]>([]);
  const [banner, setBanner] = useState<Banner | null>(null);
  const shown = useAutoDismiss(banner);

  const isVoted = (encuesta: Encuesta, member: User | null = user) =>
    member !== null && (encuesta.yaVotaste === true || votedNow.includes(encuesta.id) || hasVoted(encuesta.id, member.id));

  async function vote(encuesta: Encuesta, opcion: string) {
    const member = user ?? (await restoredMember());
    if (!member) return setBanner({ variant: 'error', text: 'Debes iniciar sesión para votar.' });
    if (isVoted(encuesta, member)) return setBanner({ variant: 'error', text: ALREADY_VOTED });
    setVoting(encuesta.id);
    try {
      await votar(encuesta.id, opcion);
      recordVote(encuesta.id, member.id);
      setVotedNow((ids) => [...ids, encuesta.id]);
      setBanner({ variant: 'success', text: 'Tu voto ha sido registrado.' });
      load.reload();
    } catch (error) {
      const text = getErrorMessage(error, 'Error al registrar tu voto.');
      // The server already holds this user's vote: the card shows the results from now on.
      if (text === ALREADY_VOTED) {
        recordVote(encuesta.id, member.id);
        setVotedNow((ids) => [...ids, encuesta.id]);
      }
      setBanner({ variant: 'error', text });
    } finally {
      setVoting(null);
    }
  }

  return (
    <PageSection>
      <PageTitle description="Tu opinión cuenta: vota y mira los resultados.">Participa en nuestras encuestas</PageTitle>
      <div aria-live="polite">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando encuestas...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">No se pudieron cargar las encuestas.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && (
        <StatusMessage sub="Vuelve más tarde para participar en nuevas encuestas.">No hay encuestas disponibles</StatusMessage>
      )}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((encuesta) => (
            <Card key={encuesta.id} aria-labelledby={`encuesta-${encuesta.id}`}>
              <Head>
                <h2 id={`encuesta-${encuesta.id}`}>{encuesta.titulo}</h2>
                <Badge tone="primary">Encuesta</Badge>
              </Head>
              {encuesta.descripcion && <p>{encuesta.descripcion}</p>}
              <time dateTime={encuesta.creadoEn}>{formatDateLong(encuesta.creadoEn)}</time>
              {isVoted(encuesta) ? (
                <>
                  <h3>Resultados de la votación:</h3>
                  <Suspense fallback={<StatusMessage kind="loading">Cargando resultados...</StatusMessage>}>
                    <VotesBarChart opciones={encuesta.opciones} votos={encuesta.votos} label={`Resultados de ${encuesta.titulo}`} />
                  </Suspense>
                </>
              ) : (
                <Options>
                  {encuesta.opciones.map((opcion) => (
                    <Button key={opcion} disabled={voting === encuesta.id} onClick={() => void vote(encuesta, opcion)}>
                      {voting === encuesta.id ? 'Votando...' : `Votar por: ${opcion}`}
                    </Button>
                  ))}
                </Options>
              )}
            </Card>
          ))}
        </CardGrid>
      )}
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

const Options = styled.div`
  display: grid;
  gap: 0.5rem;
`;
