import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

interface LookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryDark}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryLight}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.border}; }
  `,
};

/** One look for buttons and links that act as buttons. */
const buttonLook = css<LookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s, filter 0.15s;
  padding: ${({ $size }) => ($size === 'sm' ? '0.35rem 0.75rem' : '0.6rem 1.2rem')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '1rem')};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  ${({ $variant }) => variants[$variant]}
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
`;

const StyledButton = styled.button<LookProps>`${buttonLook}`;
const StyledLink = styled(Link)<LookProps>`${buttonLook}`;
const StyledSummary = styled.summary<LookProps>`
  ${buttonLook}
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

interface LookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & LookOptions;

/** A button; `type` defaults to "button" so it never submits a form by accident (pass type="submit"). */
export function Button({ variant = 'primary', size = 'md', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...rest} />;
}

export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & LookOptions;

/** A router link that looks like a Button. */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} {...rest} />;
}

export type ButtonSummaryProps = ComponentPropsWithRef<'summary'> & LookOptions;

/**
 * A `<details>` summary that looks like a Button: what opens in place without JavaScript takes the box of
 * the button that replaces it once the page is live, so hydrating moves nothing.
 */
export function ButtonSummary({ variant = 'primary', size = 'md', ...rest }: ButtonSummaryProps) {
  return <StyledSummary $variant={variant} $size={size} {...rest} />;
}
