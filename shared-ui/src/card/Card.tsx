import styled from 'styled-components';
import { media } from '../theme/media';

/** Responsive grid: 1 column, 2 from md, 3 from lg (spec-notes news, surveys and admin grids). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** A surface for one item; an `article`, so give it a heading. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;
