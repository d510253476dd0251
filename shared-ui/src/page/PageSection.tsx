import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';

/** The content column of a page: centred, padded, as wide as a desktop needs. */
export const PageSection = styled.section`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  ${media.md} { padding: 2.5rem 1.5rem; }
`;

export interface PageTitleProps {
  children: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons aligned with the heading (e.g. 'Crear Publicación'). */
  actions?: ReactNode;
  /** Id of the h1, for a section's aria-labelledby. */
  id?: string;
}

/** The page's h1 with an optional description and actions. */
export function PageTitle({ children, description, actions, id }: PageTitleProps) {
  return (
    <Header>
      <div>
        <Heading id={id}>{children}</Heading>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primaryDark};
  ${media.md} { font-size: 2.1rem; }
`;

const Description = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
