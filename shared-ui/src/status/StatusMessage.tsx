import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

export type StatusKind = 'loading' | 'empty' | 'error';

export interface StatusMessageProps {
  kind?: StatusKind;
  children: ReactNode;
  /** A second, smaller line (e.g. 'Vuelve más tarde para participar en nuevas encuestas.'). */
  sub?: ReactNode;
  className?: string;
}

/** The one line a list shows while loading, when empty or when it failed. */
export function StatusMessage({ kind = 'empty', children, sub, className }: StatusMessageProps) {
  return (
    <Box role="status" $kind={kind} className={className} aria-busy={kind === 'loading' || undefined}>
      <Line>
        {kind === 'loading' && <Spinner />}
        <span>{children}</span>
      </Line>
      {sub && <Sub>{sub}</Sub>}
    </Box>
  );
}

const Box = styled.div<{ $kind: StatusKind }>`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Line = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-size: 1.05rem;
`;

const Sub = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
`;
