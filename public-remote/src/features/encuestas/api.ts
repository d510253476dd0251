import type { MisVotos } from '@plataforma/contracts';
import { loaderGet, requestUser } from '@plataforma/shared-auth';

/**
 * GET /encuestas/mis-votos: the choice of the member the page is for in each survey ('Tu voto'); none
 * for a visitor (no request). Only a mark beside the results: when it cannot be read there is none.
 */
export async function misVotos(context: unknown): Promise<MisVotos> {
  if (!(await requestUser(context))) return {};
  try {
    return await loaderGet<MisVotos>(context, '/encuestas/mis-votos');
  } catch {
    return {};
  }
}
