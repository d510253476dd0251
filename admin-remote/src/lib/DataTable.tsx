import type { ReactNode } from 'react';
import styled from 'styled-components';

interface DataTableProps {
  /** The region's accessible name ('Tabla de asistencias'). */
  label: string;
  headers: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * An admin table: a header row and the given body rows. The box scrolls sideways on narrow screens:
 * focusable and named, so the keyboard can scroll it too.
 */
export function DataTable({ label, headers, children }: DataTableProps) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
`;
