import { formatPercent, formatVotos, tallyOf } from '@plataforma/contracts';
import styled from 'styled-components';
import { Badge } from '../badge/Badge';

export interface VotesTallyProps {
  opciones: readonly string[];
  /** The survey's map from option text to vote count. */
  votos: Readonly<Record<string, number>>;
  /** The option the member reading chose, marked 'Tu voto'; none for a visitor or an admin's view. */
  miVoto?: string | null;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * A survey's results in words, beside its chart: each option with its votes and share
 * ('2 votos (33,3 %)'), the member's own choice marked 'Tu voto', and 'Total: 6 votos'. Plain text, so
 * the server renders it and a screen reader reads it without the chart.
 */
export function VotesTally({ opciones, votos, miVoto, label }: VotesTallyProps) {
  const { total, resultados } = tallyOf(opciones, votos);
  return (
    <div>
      <List aria-label={label}>
        {resultados.map(({ opcion, votos: count, porcentaje }) => (
          <Row key={opcion}>
            <Option>{opcion}</Option>
            <span>{`${formatVotos(count)} (${formatPercent(porcentaje)})`}</span>
            {opcion === miVoto && <Badge tone="primary">Tu voto</Badge>}
          </Row>
        ))}
      </List>
      <Total>{`Total: ${formatVotos(total)}`}</Total>
    </div>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
`;

const Option = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Total = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;
