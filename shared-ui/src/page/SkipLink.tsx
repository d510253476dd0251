import styled from 'styled-components';

/**
 * 'Saltar al contenido': the keyboard's first stop, shown only while focused, leading past the top bar or
 * the sidebar to the layout's main region (its `id` is `target`).
 */
export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>Saltar al contenido</Link>;
}

const Link = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus { top: 0.5rem; }
  /* The ring touches the link's white box, so it stands out over the top bar and over a white page alike. */
  &:focus-visible { outline-offset: 0; }
`;
