import type { EChartsCoreOption } from 'echarts/core';

export interface VotesOptionInput {
  opciones: readonly string[];
  votos: Readonly<Record<string, number>>;
  color: string;
}

/** The bar chart of a survey: option names on the x axis, whole-number counts on y, each count on its bar. */
export function buildVotesOption({ opciones, votos, color }: VotesOptionInput): EChartsCoreOption {
  // A missing count (options edited after votes) is shown as 0, never as a gap.
  const counts = opciones.map((opcion) => Math.max(0, Math.round(votos[opcion] ?? 0)));
  return {
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: [...opciones], axisLabel: { interval: 0, overflow: 'break', width: 90 } },
    // minInterval 1: vote counts are whole numbers, so no 0.5 ticks.
    yAxis: { type: 'value', minInterval: 1, min: 0 },
    series: [{ type: 'bar', name: 'Votos', data: counts, itemStyle: { color }, label: { show: true, position: 'top' } }],
  };
}

/** The counts as text, for screen readers. */
export function votesSummary(opciones: readonly string[], votos: Readonly<Record<string, number>>): string {
  return opciones.map((opcion) => `${opcion}: ${votos[opcion] ?? 0}`).join(', ');
}
