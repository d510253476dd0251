import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'error' | 'success' | 'info';

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
}

/** A banner; errors interrupt assistive technology (role alert), other news waits its turn (role status). */
export function Alert({ variant, children, onClose, className }: AlertProps) {
  return (
    <Box role={variant === 'error' ? 'alert' : 'status'} $variant={variant} className={className}>
      <Text>{children}</Text>
      {onClose && (
        <Close type="button" onClick={onClose} aria-label="Cerrar aviso">
          ×
        </Close>
      )}
    </Box>
  );
}

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid;
  ${({ theme, $variant }) =>
    ({
      error: `background: ${theme.colors.dangerLight}; color: ${theme.colors.danger};`,
      success: `background: ${theme.colors.successLight}; color: ${theme.colors.success};`,
      info: `background: ${theme.colors.primaryLight}; color: ${theme.colors.info};`,
    })[$variant]}
`;

const Text = styled.div`
  flex: 1;
`;

/** At least 2rem square: a target a thumb can hit on a phone. */
const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  min-height: 2rem;
  border: none;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0;
`;
