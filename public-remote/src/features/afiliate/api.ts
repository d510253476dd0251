import { AFILIACION_MSG, type AfiliacionInput, type AfiliacionMia, type AfiliacionMiaRespuesta } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** GET /afiliaciones/mia: the member's latest request, or null before the first one. */
export async function miAfiliacion(context: unknown): Promise<AfiliacionMia | null> {
  return (await loaderGet<AfiliacionMiaRespuesta>(context, '/afiliaciones/mia')).afiliacion;
}

/** POST /afiliaciones ('Solicitar afiliación'): resolves the confirmation the page shows. */
export async function solicitarAfiliacion(input: AfiliacionInput): Promise<string> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.post('/afiliaciones', input);
  return AFILIACION_MSG.solicitudEnviada;
}
