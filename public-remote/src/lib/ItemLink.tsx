import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@plataforma/shared-ui';

/** A card's title as the link to the item's own page. */
export const ItemLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

/** A card with nothing else to click: its title's link covers the whole card. */
export const LinkedCard = styled(Card)`
  position: relative;
  & h2 > a::after { content: ''; position: absolute; inset: 0; }
`;
