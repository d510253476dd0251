import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes native props through and does not click when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button type="submit" variant="danger" size="sm" disabled onClick={onClick} aria-describedby="x">
        Eliminar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'x');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not leak styling props to the DOM', () => {
    renderWithTheme(<Button variant="ghost">Ver</Button>);
    const button = screen.getByRole('button', { name: 'Ver' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('$variant');
  });
});

describe('ButtonLink', () => {
  it('renders a router link', () => {
    renderWithTheme(
      <MemoryRouter>
        <ButtonLink to="/register" variant="secondary">
          FORMA PARTE
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'FORMA PARTE' })).toHaveAttribute('href', '/register');
  });
});
