import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { isGroup, navEntries } from './navItems';

export type MenuVariant = 'desktop' | 'mobile';

/**
 * The top bar's entries: links, and the dropdown groups as `<details>` disclosures, which open and close
 * without JavaScript (Enter or Space on the summary). A variant's groups share a `name`, so the browser
 * keeps one of them open at a time; `useMenus` adds Escape, the outside click and the same rule for browsers
 * without named `<details>`.
 */
export function NavEntries({ variant }: { variant: MenuVariant }) {
  return (
    <List $variant={variant}>
      {navEntries.map((entry) =>
        isGroup(entry) ? (
          <Group key={entry.id} $variant={variant}>
            <details name={`nav-${variant}`}>
              <GroupSummary $variant={variant}>
                {entry.label}
                <Caret aria-hidden="true">▾</Caret>
              </GroupSummary>
              <Dropdown $variant={variant}>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <EntryLink to={item.to} $variant={variant}>
                      {item.label}
                    </EntryLink>
                  </li>
                ))}
              </Dropdown>
            </details>
          </Group>
        ) : (
          <li key={entry.to}>
            <EntryLink to={entry.to} end $variant={variant}>
              {entry.label}
            </EntryLink>
          </li>
        ),
      )}
    </List>
  );
}

const List = styled.ul<{ $variant: MenuVariant }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  ${({ $variant }) =>
    $variant === 'desktop'
      ? css`align-items: center; gap: 0.25rem;`
      : css`flex-direction: column; gap: 0.25rem;`}
`;

const entryLook = css<{ $variant: MenuVariant }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  width: ${({ $variant }) => ($variant === 'mobile' ? '100%' : 'auto')};
  padding: 0.6rem 0.8rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: 600;
  font-size: 0.9rem;
  letter-spacing: 0.03em;
  text-decoration: none;
  cursor: pointer;
  &:hover, &.active { background: rgba(255, 255, 255, 0.15); }
`;

const EntryLink = styled(NavLink)<{ $variant: MenuVariant }>`${entryLook}`;

/** No disclosure triangle: the caret says it (a flex summary has no marker; Safari's needs hiding). */
const GroupSummary = styled.summary<{ $variant: MenuVariant }>`
  ${entryLook}
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const Group = styled.li<{ $variant: MenuVariant }>`
  position: ${({ $variant }) => ($variant === 'desktop' ? 'relative' : 'static')};
`;

const Caret = styled.span`
  display: inline-block;
  transition: transform 0.15s;
  details[open] > summary > & { transform: rotate(180deg); }
`;

const Dropdown = styled.ul<{ $variant: MenuVariant }>`
  list-style: none;
  margin: 0;
  padding: 0.35rem;
  ${({ $variant, theme }) =>
    $variant === 'desktop'
      ? css`
          position: absolute;
          top: calc(100% + 0.35rem);
          left: 0;
          min-width: 12rem;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          --focus-ring: ${theme.colors.primaryDark};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.raised};
          a:hover, a.active { background: ${theme.colors.primaryLight}; }
        `
      : css`padding-left: 1rem;`}
`;
