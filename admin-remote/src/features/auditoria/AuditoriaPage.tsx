import type { AuditoriaFiltros, AuditoriaPage as Page } from '@plataforma/contracts';
import { loaderGet, Pending } from '@plataforma/shared-auth';
import { PageTitle } from '@plataforma/shared-ui';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { auditoriaQueryFrom, auditoriaSearchParams, UNFILTERED, type AuditoriaQuery } from './auditoriaQuery';
import { AuditoriaFilters } from './components/AuditoriaFilters';
import { AuditoriaTable } from './components/AuditoriaTable';

const PAGE_SIZE = 20;

/** The page of the log the URL asks for, and what the filters can offer. */
export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { adminId, accion, desde, hasta, page } = auditoriaQueryFrom(new URL(request.url).searchParams);
  const params = { adminId: adminId || undefined, accion: accion || undefined, desde: desde || undefined, hasta: hasta || undefined, page, limit: PAGE_SIZE };
  return {
    registro: loaderGet<Page>(context, '/auditoria', { params, signal: request.signal }),
    filtros: loaderGet<AuditoriaFiltros>(context, '/auditoria/filtros', { signal: request.signal }),
  };
};

export const handle = sectionHandle('auditoria');

/** 'Auditoría': every admin write and export, filtered by admin, action and days. */
export function AuditoriaPage() {
  const { registro, filtros } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const query = auditoriaQueryFrom(params);
  const apply = (next: AuditoriaQuery) => setParams(auditoriaSearchParams(next));

  return (
    <>
      <PageTitle description="Cada cambio y exportación que hizo un administrador: quién, cuándo y sobre qué.">Auditoría</PageTitle>
      <Pending value={filtros} texts={{ loading: 'Cargando filtros...', error: 'No se pudieron cargar los filtros.' }}>
        {(options) => (
          <AuditoriaFilters query={query} options={options} onChange={(changes) => apply({ ...query, ...changes, page: 1 })} onClear={() => apply(UNFILTERED)} />
        )}
      </Pending>
      <Pending value={registro} texts={{ loading: 'Cargando auditoría...', error: 'No se pudo cargar la auditoría.' }}>
        {(result) => <AuditoriaTable result={result} onPageChange={(page) => apply({ ...query, page })} />}
      </Pending>
    </>
  );
}

export const Component = AuditoriaPage;
