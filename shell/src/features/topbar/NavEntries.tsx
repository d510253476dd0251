import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { isGroup, navEntries } from './navItems';

export type MenuVariant = 'desktop' | 'mobile';

interface NavEntriesProps {
  variant: MenuVariant;
  /** Id of the open dropdown group, shared by all groups so only one is open at a time. */
  openGroup: string | null;
  onToggleGroup: (id: string) => void;
}

/** Button ids are derived, so the Escape handler can give focus back to the group's button. */
export const groupButtonId = (variant: MenuVariant, group: string) => `nav-${variant}-${group}-button`;

/** The top bar's entries: links, and disclosure buttons (aria-expanded/-controls) for the dropdowns. */
export function NavEntries({ variant, openGroup, onToggleGroup }: NavEntriesProps) {
  return (
    <List $variant={variant}>
      {navEntries.map((entry) => {
        if (!isGroup(entry)) {
          return (
            <li key={entry.to}>
              <EntryLink to={entry.to} end $variant={variant}>
                {entry.label}
              </EntryLink>
            </li>
          );
        }
        const open = openGroup === entry.id;
        const listId = `nav-${variant}-${entry.id}`;
        return (
          <Group key={entry.id} $variant={variant}>
            <GroupButton
              type="button"
              id={groupButtonId(variant, entry.id)}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onToggleGroup(entry.id)}
              $variant={variant}
            >
              {entry.label}
              <Caret aria-hidden="true" $open={open}>
                ▾
              </Caret>
            </GroupButton>
            <Dropdown id={listId} hidden={!open} $variant={variant}>
              {entry.items.map((item) => (
                <li key={item.to}>
                  <EntryLink to={item.to} $variant={variant}>
                    {item.label}
                  </EntryLink>
                </li>
              ))}
            </Dropdown>
          </Group>
        );
      })}
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
const GroupButton = styled.button<{ $variant: MenuVariant }>`${entryLook}`;

const Group = styled.li<{ $variant: MenuVariant }>`
  position: ${({ $variant }) => ($variant === 'desktop' ? 'relative' : 'static')};
`;

const Caret = styled.span<{ $open: boolean }>`
  display: inline-block;
  transition: transform 0.15s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
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
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.raised};
          a:hover, a.active { background: ${theme.colors.primaryLight}; }
        `
      : css`padding-left: 1rem;`}
`;
