import styled from 'styled-components';
import { Card, CardGrid, media } from '@plataforma/shared-ui';
import { PLAN_DE_GOBIERNO } from './plan';

export function GovernmentPlan() {
  return (
    <Section aria-labelledby="plan-de-gobierno">
      <Heading id="plan-de-gobierno">Plan de Gobierno</Heading>
      <Intro>Siete propuestas para sacar a Bolivia adelante.</Intro>
      <CardGrid as="ol">
        {PLAN_DE_GOBIERNO.map((propuesta, i) => (
          <Card as="li" key={propuesta.titulo}>
            <Title>
              <ProposalNumber aria-hidden="true">{i + 1}</ProposalNumber>
              {propuesta.titulo}
            </Title>
            <Points>
              {propuesta.puntos.map((punto) => (
                <li key={punto}>{punto}</li>
              ))}
            </Points>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

const Section = styled.section`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
  & ol { margin: 0; padding: 0; list-style: none; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryDark};
  ${media.md} { font-size: 1.9rem; }
`;

const Intro = styled.p`
  margin: 0.5rem 0 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0;
  font-size: 1.15rem;
`;

const ProposalNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.95rem;
`;

const Points = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.2rem;
  & li + li { margin-top: 0.35rem; }
`;
