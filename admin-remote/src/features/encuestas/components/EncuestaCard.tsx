import type { Encuesta } from '@plataforma/contracts';
import { Badge, Button, Card, formatDateLong, formatDateTime, Spinner, theme, VotesTally } from '@plataforma/shared-ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { CsvExportLink } from '../../../lib/CsvExportLink';

// echarts is fetched only when this screen shows a chart.
const VotesBarChart = lazy(() => import('@plataforma/shared-ui/charts').then((m) => ({ default: m.VotesBarChart })));

const CHART_HEIGHT = 220;

interface EncuestaCardProps {
  encuesta: Encuesta;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One survey: title, clamped description, date, its closing ('Cierra el …' or 'Encuesta cerrada'),
 * the blue (theme chart colour) bar chart of votes and, in words, each option's votes and share with
 * the total, Edit, Delete and the results' CSV export.
 */
export function EncuestaCard({ encuesta, onEdit, onDelete }: EncuestaCardProps) {
  const votos = encuesta.votos ?? {};
  return (
    <Card>
      <Title>{encuesta.titulo}</Title>
      {encuesta.descripcion && <Clamped>{encuesta.descripcion}</Clamped>}
      <Muted>{formatDateLong(encuesta.creadoEn)}</Muted>
      {encuesta.cerrada ? (
        <Badge tone="neutral">Encuesta cerrada</Badge>
      ) : (
        encuesta.cierraEn && <Muted>{`Cierra el ${formatDateTime(encuesta.cierraEn)}`}</Muted>
      )}
      <ChartBox>
        <Suspense fallback={<Spinner />}>
          {/* An admin's payload always carries the tally (API results rule). */}
          <VotesBarChart opciones={encuesta.opciones} votos={votos} color={theme.colors.chart} height={CHART_HEIGHT} label={`Votos de ${encuesta.titulo}`} />
        </Suspense>
      </ChartBox>
      <VotesTally opciones={encuesta.opciones} votos={votos} label={`Resultados de ${encuesta.titulo}`} />
      <Actions>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${encuesta.titulo}`}>
          Editar
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Eliminar ${encuesta.titulo}`}>
          Eliminar
        </Button>
        <CsvExportLink path={`/encuestas/${encuesta.id}/resultados?format=csv`}>Exportar resultados (CSV)</CsvExportLink>
      </Actions>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const Clamped = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const ChartBox = styled.div`
  min-height: ${CHART_HEIGHT}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;
