import { Pending } from '@plataforma/shared-auth';
import { PageTitle } from '@plataforma/shared-ui';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { getAuditoria } from './api/get-auditoria';
import { getAuditoriaFiltros } from './api/get-auditoria-filtros';
import { auditoriaQueryFrom, auditoriaSearchParams, UNFILTERED, type AuditoriaQuery } from './auditoriaQuery';
import { AuditoriaFilters } from './components/AuditoriaFilters';
import { AuditoriaTable } from './components/AuditoriaTable';

/** The page of the log the URL asks for, and what the filters can offer. */
export const loader = ({ context, request }: LoaderFunctionArgs) => ({
  registro: getAuditoria(context, auditoriaQueryFrom(new URL(request.url).searchParams), request.signal),
  filtros: getAuditoriaFiltros(context, request.signal),
});

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
