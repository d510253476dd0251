export { VotesBarChart } from './VotesBarChart';
export type { VotesBarChartProps } from './VotesBarChart';
export { buildVotesOption, votesSummary } from './votesOption';
export type { VotesOptionInput } from './votesOption';
