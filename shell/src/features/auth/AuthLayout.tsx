import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';

/** The standalone frame of /login and /register: a centred card with the title and a way home. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Backdrop>
      <Card aria-labelledby="auth-titulo">
        <Home to={paths.home}>
          <img src="/favicon.svg" alt="" width="40" height="40" fetchPriority="low" />
          <span>Plataforma Juvenil</span>
        </Home>
        <Title id="auth-titulo">{title}</Title>
        {children}
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
`;

// min-width 0: a grid item may otherwise grow to its content's minimum (the file input), past a phone's width.
const Card = styled.section`
  width: 100%;
  min-width: 0;
  max-width: 28rem;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
`;

const Title = styled.h1`
  margin: 1rem 0 1.5rem;
  font-size: 1.75rem;
`;

/** "¿No tienes cuenta? Regístrate" and its twin under each form. */
export const SwitchLine = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

export const SubmitRow = styled.div`
  display: flex;
  margin-top: 0.5rem;
  & > * { flex: 1; }
`;
