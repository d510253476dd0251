import { isAdmin } from '@plataforma/contracts';
import { useSession, useUser } from '@plataforma/shared-auth';
import { media, SkipLink, useFocusAfterNavigation } from '@plataforma/shared-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SECTION_LABELS } from './head';
import { ADMIN_BASE, adminPaths, type AdminSection } from './paths';

const sections = Object.keys(SECTION_LABELS) as AdminSection[];

const SIDEBAR_ID = 'admin-sidebar';
const MAIN_ID = 'admin-contenido';

/**
 * Sidebar (collapsible below the md breakpoint) around the admin screens. The shell renders the admin
 * area without its public top bar, so this layout owns the whole viewport and the `main` landmark.
 */
export function AdminLayout() {
  const user = useUser();
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // /admin renders the dashboard too, so its entry is current there as well.
  const onIndex = useMatch({ path: ADMIN_BASE, end: true }) !== null;
  // The menu is open on the page where it was opened: navigating closes it, with no effect to reset it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusAfterNavigation(mainRef);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  // The shell's door lets only an admin in; checked again on every render (defence in depth, spec-notes §2
  // "Admin layout"), which also sends the admin home once a logout has cleared the session.
  if (!user || !isAdmin(user)) return <Navigate to="/" replace />;

  const handleLogout = async () => {
    try {
      await logout();
    } finally {
      navigate('/', { replace: true });
    }
  };

  return (
    <Layout onKeyDown={closeOnEscape}>
      <SkipLink target={MAIN_ID} />
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        onClick={() => setOpen(!open)}
      >
        Menú de administración
      </Toggle>
      <Sidebar id={SIDEBAR_ID} $open={open}>
        <Account>
          <strong>{user.email}</strong>
          <span>Rol: {user.rol}</span>
        </Account>
        <nav aria-label="Administración">
          <Entries>
            {sections.map((section) => (
              <li key={section}>
                <Entry to={section === 'dashboard' && onIndex ? ADMIN_BASE : adminPaths[section].href} end>
                  {SECTION_LABELS[section]}
                </Entry>
              </li>
            ))}
          </Entries>
        </nav>
        <Logout type="button" onClick={handleLogout}>
          Cerrar sesión
        </Logout>
      </Sidebar>
      {/* Focusable by script: it takes focus after a navigation, and from a dialog whose opener was deleted. */}
      <Main ref={mainRef} id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  align-content: start;
  min-height: 100vh;

  ${media.md} {
    grid-template-columns: 15rem 1fr;
  }
`;

const Toggle = styled.button`
  justify-self: start;
  margin: 0.75rem 1rem 0;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${media.md} {
    display: none;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 1rem;
  margin: 0.5rem 1rem 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryDark};
  --focus-ring: ${({ theme }) => theme.colors.accent};
  color: #fff;

  ${media.md} {
    display: flex;
    grid-row: 1;
    margin: 0;
    border-radius: 0;
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;

const Account = styled.div`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
  font-size: 0.9rem;

  span {
    opacity: 0.85;
  }
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Entry = styled(NavLink)`
  display: block;
  padding: 0.55rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: #fff;
  text-decoration: none;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
  }
`;

const Logout = styled.button`
  margin-top: auto;
  padding: 0.55rem 0.75rem;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: #fff;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: 1rem;
  /* Focused by script only, to move a screen reader's reading point: no ring around the whole screen. */
  &:focus { outline: none; }

  ${media.md} {
    padding: 1.5rem 2rem;
  }
`;
