import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { StatusMessage } from './StatusMessage';
import { Spinner } from './Spinner';

describe('StatusMessage', () => {
  it('shows a busy loading line with a hidden spinner', () => {
    const { container } = renderWithTheme(<StatusMessage kind="loading">Cargando noticias...</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando noticias...');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('shows an empty line with its sub-text', () => {
    renderWithTheme(
      <StatusMessage sub="Vuelve más tarde para participar en nuevas encuestas.">No hay encuestas disponibles</StatusMessage>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No hay encuestas disponibles');
    expect(status).toHaveTextContent('Vuelve más tarde para participar en nuevas encuestas.');
    expect(status).not.toHaveAttribute('aria-busy');
  });

  it('shows an error line', () => {
    renderWithTheme(<StatusMessage kind="error">No se pudieron cargar las noticias. Intenta nuevamente.</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('No se pudieron cargar las noticias. Intenta nuevamente.');
  });
});

describe('Spinner', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
