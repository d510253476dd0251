import { buildVotesOption, votesSummary } from './votesOption';

describe('buildVotesOption', () => {
  const option = buildVotesOption({ opciones: ['Sí', 'No', 'Tal vez'], votos: { Sí: 3, No: 0 }, color: '#1d4ed8' });

  it('puts option names on the category axis and an integer value axis', () => {
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Sí', 'No', 'Tal vez'], axisLabel: { interval: 0 } });
    expect(option.xAxis).toMatchObject({ type: 'value', minInterval: 1, min: 0 });
  });

  it('labels each bar with its count, missing counts as 0, in the given colour', () => {
    const [series] = option.series as unknown[];
    expect(series).toMatchObject({ type: 'bar', data: [3, 0, 0], itemStyle: { color: '#1d4ed8' }, label: { show: true, position: 'right' } });
  });

  it('summarises the counts as text', () => {
    expect(votesSummary(['Sí', 'No'], { Sí: 3, No: 1 })).toBe('Sí: 3, No: 1');
  });
});
