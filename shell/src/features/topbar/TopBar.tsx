import { NAVBAR_SCROLL_THRESHOLD_PX } from '@plataforma/contracts';
import { media } from '@plataforma/shared-ui';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { NavEntries } from './NavEntries';
import { SessionActions } from './SessionActions';
import { useMenus } from './useMenus';
import { useScrolled } from './useScrolled';

/**
 * The fixed public top bar (spec-notes §2): logo, entries with one dropdown open at a time, session
 * actions, and a phone menu behind a ☰ summary below the lg breakpoint. Every menu is a `<details>`, so it
 * opens without JavaScript; `useMenus` adds the keyboard and outside-click closing. Navigating remounts the
 * menus (`key`), which closes them.
 */
export function TopBar() {
  const scrolled = useScrolled(NAVBAR_SCROLL_THRESHOLD_PX);
  const barRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useMenus(barRef);

  return (
    <Bar ref={barRef} data-scrolled={scrolled}>
      <Inner>
        <Logo to={paths.home}>
          <img src="/favicon.svg" alt="Plataforma Juvenil: ir al inicio" width="40" height="40" fetchPriority="low" />
          <span aria-hidden="true">Plataforma Juvenil</span>
        </Logo>

        <DesktopOnly as="nav" aria-label="Principal">
          <NavEntries key={pathname} variant="desktop" />
        </DesktopOnly>
        <DesktopOnly>
          <SessionActions variant="desktop" />
        </DesktopOnly>

        <PhoneMenu key={pathname}>
          <MenuSummary aria-label="Menú de navegación">
            <span aria-hidden="true" />
          </MenuSummary>
          <PhonePanel aria-label="Menú móvil">
            <NavEntries variant="mobile" />
            <SessionActions variant="mobile" />
          </PhonePanel>
        </PhoneMenu>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  /* A custom property, so the phone menu's panel (in the <details> slot, which has no background to inherit) takes it too. */
  --bar-colour: ${({ theme }) => theme.colors.primary};
  --focus-ring: ${({ theme }) => theme.colors.accent};
  color: #fff;
  background: var(--bar-colour);
  transition: background-color 0.2s, box-shadow 0.2s;
  &[data-scrolled='true'] {
    --bar-colour: ${({ theme }) => theme.colors.primaryDark};
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

/** Only below lg; closed, only its ☰ summary shows. */
const PhoneMenu = styled.details`
  ${media.lg} { display: none; }
`;

/** ☰ closed, ✕ open (the icon is the summary's only content; its name is the aria-label). */
const MenuSummary = styled.summary`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.35rem;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  span::before { content: '☰'; }
  [open] > & span::before { content: '✕'; }
`;

/** Below the bar, across it, in the bar's colour, scrolled or not (out of the flow: opening it moves nothing). */
const PhonePanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-height: calc(100vh - ${({ theme }) => theme.topBarHeight});
  overflow-y: auto;
  padding: 0.75rem 1rem 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  background: var(--bar-colour);
`;
