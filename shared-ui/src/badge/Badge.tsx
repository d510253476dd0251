import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme/theme';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short label ('Encuesta', 'Administrador', 'Líder'). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className}>
      {children}
    </Pill>
  );
}

const tones = (colors: Theme['colors']): Record<BadgeTone, [background: string, text: string]> => ({
  primary: [colors.primaryLight, colors.primaryDark],
  neutral: [colors.border, colors.text],
  success: [colors.successLight, colors.success],
  danger: [colors.dangerLight, colors.danger],
});

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) => tones(theme.colors)[$tone][0]};
  color: ${({ theme, $tone }) => tones(theme.colors)[$tone][1]};
`;
