import { formatDecimal, formatPercent, formatVotos, tallyOf } from './index';

describe('es-BO numbers', () => {
  it('writes a decimal comma, one decimal unless told, and groups thousands', () => {
    expect(formatDecimal(33.333)).toBe('33,3');
    expect(formatDecimal(100)).toBe('100,0');
    expect(formatDecimal(12345, 0)).toBe('12.345');
  });

  it("counts votes in words: '1 voto', else 'votos'", () => {
    expect(formatVotos(0)).toBe('0 votos');
    expect(formatVotos(1)).toBe('1 voto');
    expect(formatVotos(6)).toBe('6 votos');
  });

  it('writes a share with its sign after a no-break space', () => {
    expect(formatPercent(33.3)).toBe('33,3\u00a0%');
  });
});

describe('tallyOf (a survey results)', () => {
  it("gives each option's votes and share, one decimal, in the survey's order, and the total", () => {
    expect(tallyOf(['Sí', 'No', 'Tal vez'], { No: 4, Sí: 2 })).toEqual({
      total: 6,
      resultados: [
        { opcion: 'Sí', votos: 2, porcentaje: 33.3 },
        { opcion: 'No', votos: 4, porcentaje: 66.7 },
        { opcion: 'Tal vez', votos: 0, porcentaje: 0 },
      ],
    });
  });

  it('shares nothing out of no votes', () => {
    expect(tallyOf(['a', 'b'], {})).toEqual({ total: 0, resultados: [{ opcion: 'a', votos: 0, porcentaje: 0 }, { opcion: 'b', votos: 0, porcentaje: 0 }] });
  });
});
