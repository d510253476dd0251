import { NAVBAR_SCROLL_THRESHOLD_PX } from '@plataforma/contracts';
import { media } from '@plataforma/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { groupButtonId, NavEntries, type MenuVariant } from './NavEntries';
import { SessionActions } from './SessionActions';
import { useScrolled } from './useScrolled';

const MOBILE_MENU_ID = 'menu-movil';
const MENU_BUTTON_ID = 'menu-movil-boton';

/**
 * The fixed public top bar (spec-notes §2): logo, entries with one dropdown open at a time, session
 * actions, and a mobile menu behind a hamburger button below the lg breakpoint.
 */
export function TopBar() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const scrolled = useScrolled(NAVBAR_SCROLL_THRESHOLD_PX);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const closeAll = useCallback(() => {
    setOpenGroup(null);
    setMobileOpen(false);
  }, []);

  // Navigating anywhere closes every menu: state adjusted during render when the path changes, no effect.
  const [menusPath, setMenusPath] = useState(pathname);
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    closeAll();
  }

  const anythingOpen = openGroup !== null || mobileOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Close the innermost thing that is open and give focus back to the button that opened it.
      const variant: MenuVariant = mobileOpen ? 'mobile' : 'desktop';
      const buttonId = openGroup ? groupButtonId(variant, openGroup) : MENU_BUTTON_ID;
      if (openGroup) setOpenGroup(null);
      else setMobileOpen(false);
      document.getElementById(buttonId)?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen, openGroup, mobileOpen, closeAll]);

  const toggleGroup = (id: string) => setOpenGroup((current) => (current === id ? null : id));

  return (
    <Bar ref={headerRef} data-scrolled={scrolled}>
      <Inner>
        <Logo to={paths.home}>
          <img src="/favicon.svg" alt="Plataforma Juvenil: ir al inicio" width="40" height="40" fetchPriority="low" />
          <span aria-hidden="true">Plataforma Juvenil</span>
        </Logo>

        <DesktopOnly as="nav" aria-label="Principal">
          <NavEntries variant="desktop" openGroup={openGroup} onToggleGroup={toggleGroup} />
        </DesktopOnly>
        <DesktopOnly>
          <SessionActions variant="desktop" />
        </DesktopOnly>

        <MenuButton
          type="button"
          id={MENU_BUTTON_ID}
          aria-label="Menú de navegación"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            setOpenGroup(null);
            setMobileOpen((open) => !open);
          }}
        >
          <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
        </MenuButton>
      </Inner>

      {mobileOpen && (
        <MobilePanel id={MOBILE_MENU_ID} aria-label="Menú móvil">
          <NavEntries variant="mobile" openGroup={openGroup} onToggleGroup={toggleGroup} />
          <SessionActions variant="mobile" />
        </MobilePanel>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
  transition: background-color 0.2s, box-shadow 0.2s;
  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.colors.primaryDark};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Inner = styled.div`
  max-width: 80rem;
  height: ${({ theme }) => theme.topBarHeight};
  margin: 0 auto;
  padding: 0 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** Hidden below lg by a negated query, so the desktop bar stays the default (and testable in jsdom). */
const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.lg}) { display: none; }
`;

const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.35rem;
  cursor: pointer;
  ${media.lg} { display: none; }
`;

const MobilePanel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-height: calc(100vh - ${({ theme }) => theme.topBarHeight});
  overflow-y: auto;
  padding: 0.75rem 1rem 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  ${media.lg} { display: none; }
`;
