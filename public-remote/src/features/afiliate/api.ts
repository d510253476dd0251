import type { AfiliacionMia, AfiliacionMiaRespuesta } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** GET /afiliaciones/mia: the member's latest request, or null before the first one. */
export async function miAfiliacion(context: unknown): Promise<AfiliacionMia | null> {
  return (await loaderGet<AfiliacionMiaRespuesta>(context, '/afiliaciones/mia')).afiliacion;
}
