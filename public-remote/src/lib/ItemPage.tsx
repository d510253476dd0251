import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection, media } from '@plataforma/shared-ui';
import { Pending } from '@plataforma/shared-auth';
import { srcSetFor } from '@plataforma/contracts';

export interface ItemPageProps<T> {
  item: T | Promise<T>;
  back: { to: string; label: string };
  texts: { loading: string; error: string; notFound: string };
  children: (item: T) => ReactNode;
}

/** The frame of a detail page: the way back to the list, then loading / error / not found / the item. */
export function ItemPage<T>({ item, back, texts, children }: ItemPageProps<T>) {
  return (
    <Column>
      <Back to={back.to}>← {back.label}</Back>
      <Pending value={item} texts={texts}>
        {children}
      </Pending>
    </Column>
  );
}

const Column = styled(PageSection)`
  max-width: 48rem;
  h1 { margin: 0.5rem 0; font-size: 1.8rem; line-height: 1.2; color: ${({ theme }) => theme.colors.primaryDark}; }
  ${media.md} { h1 { font-size: 2.3rem; } }
  p { line-height: 1.6; white-space: pre-line; }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/**
 * The item's picture: its box is reserved (16:9) before it loads; it is the page's largest paint, so it
 * is fetched first, in the width the column needs.
 */
export const ItemPicture = styled.img.attrs(({ src }) => ({
  srcSet: srcSetFor(src) || undefined,
  sizes: '(min-width: 50rem) 46rem, calc(100vw - 2rem)',
  width: 768,
  height: 432,
  fetchPriority: 'high' as const,
}))`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
`;
