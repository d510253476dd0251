import { SkipLink, useFocusAfterNavigation } from '@plataforma/shared-ui';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { TopBar } from '../features/topbar/TopBar';

/** Top bar, page content and footer around every public route (spec-notes §2). */
export function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <Frame>
      <SkipLink target="contenido" />
      {/* The page hydrates apart from this frame: RemotePage's Suspense boundary is its own task. */}
      <TopBar />
      <Main ref={main} id="contenido" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer>
        <p>© {new Date().getFullYear()} Plataforma Juvenil. Jóvenes por una Bolivia libre.</p>
      </Footer>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** Room for the fixed top bar. */
const Main = styled.main`
  flex: 1;
  padding-top: ${({ theme }) => theme.topBarHeight};
  &:focus { outline: none; }
`;

const Footer = styled.footer`
  padding: 1.5rem 1rem;
  text-align: center;
  font-size: 0.9rem;
  color: #fff;
  background: ${({ theme }) => theme.colors.primaryDark};
  p { margin: 0; }
`;
