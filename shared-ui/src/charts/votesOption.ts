import type { EChartsCoreOption } from 'echarts/core';

export interface VotesOptionInput {
  opciones: readonly string[];
  votos: Readonly<Record<string, number>>;
  color: string;
}

/**
 * The bar chart of a survey: option names on the category axis, whole-number counts on the value
 * axis, each count at the end of its bar. The bars lie horizontally: option names are phrases, and
 * side by side under vertical bars they overlap in a phone-wide card; stacked, each wraps in its own row.
 */
export function buildVotesOption({ opciones, votos, color }: VotesOptionInput): EChartsCoreOption {
  // A missing count (options edited after votes) is shown as 0, never as a gap.
  const counts = opciones.map((opcion) => Math.max(0, Math.round(votos[opcion] ?? 0)));
  return {
    grid: { left: 8, right: 28, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    // inverse: the first option at the top, in the order the survey lists them.
    yAxis: { type: 'category', inverse: true, data: [...opciones], axisLabel: { interval: 0, overflow: 'break', width: 110, lineHeight: 14 } },
    // minInterval 1: vote counts are whole numbers, so no 0.5 ticks.
    xAxis: { type: 'value', minInterval: 1, min: 0 },
    series: [{ type: 'bar', name: 'Votos', data: counts, itemStyle: { color }, label: { show: true, position: 'right' } }],
  };
}

/** The counts as text, for screen readers. */
export function votesSummary(opciones: readonly string[], votos: Readonly<Record<string, number>>): string {
  return opciones.map((opcion) => `${opcion}: ${votos[opcion] ?? 0}`).join(', ');
}
