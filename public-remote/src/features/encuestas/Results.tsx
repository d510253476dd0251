import { Suspense, lazy } from 'react';
import type { Encuesta, MisVotos } from '@plataforma/contracts';
import { ScriptOnly, StatusMessage, useInBrowser, VotesTally } from '@plataforma/shared-ui';
import { Await } from 'react-router-dom';
import { useLiveVotes } from './useLiveVotes';

// echarts is only fetched once a voted card is shown, and only from this page's chunks.
const VotesBarChart = lazy(() => import('@plataforma/shared-ui/charts').then((m) => ({ default: m.VotesBarChart })));

interface ResultsProps {
  encuesta: Encuesta;
  /** The choices of the member the page is for (the page's loader); none for a visitor. */
  misVotos: MisVotos | Promise<MisVotos>;
}

/**
 * A survey's results: the chart and, in words, each option's votes and share with the total and the
 * member's own choice marked 'Tu voto'. The tally the page loaded, then, while the survey is
 * open, each new one the API streams (other members' votes show within the coalescing delay, no
 * reload). A payload without a tally (the page was read as a visitor, the member's re-read is on its
 * way) shows the loading text.
 */
export function Results({ encuesta, misVotos }: ResultsProps) {
  const live = useLiveVotes(encuesta.id, !encuesta.cerrada && encuesta.votos !== undefined);
  const votos = live ?? encuesta.votos;
  // The chart (a lazy chunk the server render cannot wait for) is drawn in the browser only.
  const inBrowser = useInBrowser();
  const loading = <StatusMessage kind="loading">Cargando resultados...</StatusMessage>;
  if (!votos) {
    return (
      <>
        <h3>Resultados de la votación:</h3>
        {loading}
      </>
    );
  }
  const tally = (miVoto?: string) => <VotesTally opciones={encuesta.opciones} votos={votos} miVoto={miVoto} label={`Votos de ${encuesta.titulo}`} />;
  return (
    <>
      <h3>Resultados de la votación:</h3>
      <ScriptOnly>
        {inBrowser ? (
          <Suspense fallback={loading}>
            <VotesBarChart opciones={encuesta.opciones} votos={votos} label={`Resultados de ${encuesta.titulo}`} />
          </Suspense>
        ) : (
          loading
        )}
      </ScriptOnly>
      {/* The member's mark comes when their choices arrive; the counts do not wait for it. */}
      <Suspense fallback={tally()}>
        <Await resolve={misVotos} errorElement={tally()}>
          {(mine: MisVotos) => tally(mine[encuesta.id])}
        </Await>
      </Suspense>
    </>
  );
}
