import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { VotesTally } from './VotesTally';

const OPCIONES = ['Sí', 'No', 'Tal vez'];

describe('VotesTally', () => {
  it("lists each option's votes and share (es-BO, one decimal, '1 voto') and the total", () => {
    renderWithTheme(<VotesTally opciones={OPCIONES} votos={{ Sí: 2, No: 3, 'Tal vez': 1 }} label="Resultados de Salida" />);
    const rows = within(screen.getByRole('list', { name: 'Resultados de Salida' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Sí2 votos (33,3\u00a0%)', 'No3 votos (50,0\u00a0%)', 'Tal vez1 voto (16,7\u00a0%)']);
    expect(screen.getByText('2 votos (33,3 %)')).toBeInTheDocument();
    expect(screen.getByText('Total: 6 votos')).toBeInTheDocument();
    expect(screen.queryByText('Tu voto')).not.toBeInTheDocument();
  });

  it("marks the member's own choice 'Tu voto'", () => {
    renderWithTheme(<VotesTally opciones={OPCIONES} votos={{ Sí: 2, No: 3, 'Tal vez': 1 }} miVoto="No" />);
    const mine = screen.getByText('Tu voto').closest('li');
    expect(mine).toHaveTextContent('No3 votos (50,0 %)Tu voto');
    expect(screen.getAllByText('Tu voto')).toHaveLength(1);
  });

  it('counts a missing option as 0 and shares nothing out of no votes', () => {
    renderWithTheme(<VotesTally opciones={OPCIONES} votos={{}} />);
    expect(screen.getAllByText('0 votos (0,0 %)')).toHaveLength(3);
    expect(screen.getByText('Total: 0 votos')).toBeInTheDocument();
  });

  it("says 'Total: 1 voto' for a single vote", () => {
    renderWithTheme(<VotesTally opciones={OPCIONES} votos={{ Sí: 1 }} miVoto="Sí" />);
    expect(screen.getByText('1 voto (100,0 %)')).toBeInTheDocument();
    expect(screen.getByText('Total: 1 voto')).toBeInTheDocument();
  });
});
