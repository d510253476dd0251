import styled from 'styled-components';
import { Button } from '../button/Button';
import { pageItems } from './pageItems';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Page navigation; renders nothing when there is at most one page. */
export function Pager({ page, totalPages, onPageChange, label = 'Paginación' }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Página anterior">
            ‹ Anterior
          </Button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the (at most two) ellipses are told apart only by position.
            <Ellipsis key={`ellipsis-${index}`} aria-hidden="true">
              …
            </Ellipsis>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Página siguiente"
          >
            Siguiente ›
          </Button>
        </li>
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: 1.5rem;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Ellipsis = styled.li`
  padding: 0 0.35rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
