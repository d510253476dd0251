import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Decorative: the text next to it says what is happening. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  width: ${({ $size = '1.25rem' }) => $size};
  height: ${({ $size = '1.25rem' }) => $size};
  border: 3px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
