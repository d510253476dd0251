import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from '../theme/theme';
import { buildVotesOption, votesSummary } from './votesOption';

// Tree-shaken: only the bar series, the grid/tooltip components and one renderer reach the bundle.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface VotesBarChartProps {
  opciones: readonly string[];
  /** The survey's map from option text to vote count. */
  votos: Readonly<Record<string, number>>;
  /** Bar colour; defaults to the theme's primary. */
  color?: string;
  /** Height in px. */
  height?: number;
  /** Accessible name of the chart; a text summary of the counts is added for screen readers. */
  label?: string;
}

export function VotesBarChart({ opciones, votos, color = theme.colors.primary, height = 260, label = 'Resultados de la votación' }: VotesBarChartProps) {
  const option = useMemo(() => buildVotesOption({ opciones, votos, color }), [opciones, votos, color]);
  return (
    <figure role="img" aria-label={`${label}: ${votesSummary(opciones, votos)}`} style={{ margin: 0 }}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} notMerge />
    </figure>
  );
}

export default VotesBarChart;
