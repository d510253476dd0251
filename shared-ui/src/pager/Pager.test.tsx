import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Pager } from './Pager';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last, the current page and its neighbours with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
  });

  it('clamps an out-of-range page', () => {
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
});

describe('Pager', () => {
  it('is hidden with a single page', () => {
    const { container } = renderWithTheme(<Pager page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named navigation with the current page marked', () => {
    renderWithTheme(<Pager page={5} totalPages={10} onPageChange={jest.fn()} label="Páginas de usuarios" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de usuarios' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 10' })).toBeInTheDocument();
  });

  it('moves to the previous, next and chosen page', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pager page={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderWithTheme(<Pager page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    unmount();
    renderWithTheme(<Pager page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });
});
