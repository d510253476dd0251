import type { PageInfo } from '@plataforma/contracts';
import { Pager } from '@plataforma/shared-ui';
import styled from 'styled-components';

interface PageFooterProps {
  page: PageInfo;
  /** What the list counts, plural: 'usuarios' → 'Mostrando 1 a 10 de 25 usuarios'. */
  noun: string;
  /** Names the pager's navigation, e.g. 'Páginas de usuarios'. */
  label: string;
  onPageChange: (page: number) => void;
}

/** Under a paginated admin list: the range shown ('Mostrando 11 a 20 de 25 …') and the pager. */
export function PageFooter({ page, noun, label, onPageChange }: PageFooterProps) {
  const first = (page.page - 1) * page.limit + 1;
  const last = Math.min(page.page * page.limit, page.total);
  return (
    <>
      {/* A status: a search or filter that changes the list is announced by its count. */}
      <Range role="status">{`Mostrando ${first} a ${last} de ${page.total} ${noun}`}</Range>
      <Pager page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} label={label} />
    </>
  );
}

const Range = styled.p`
  margin: 1rem 0 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
