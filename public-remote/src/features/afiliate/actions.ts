import { AFILIACION_MSG, afiliacionInputSchema } from '@plataforma/contracts';
import { attempt, loaderApi, type ActionResult } from '@plataforma/shared-auth';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { sentFields } from '../../lib/pageWrites';

/** What 'Solicitar afiliación' answers: also each refused field's message, shown under it. */
export interface SolicitudResult extends ActionResult {
  errores?: Partial<Record<string, string>>;
}

/**
 * 'Solicitar afiliación' (POST /afiliaciones), checked first with the API's own rule
 * (`afiliacionInputSchema`): every refused field gets its message, nothing is sent.
 */
export async function solicitudAction({ request, context }: ActionFunctionArgs) {
  const fields = await sentFields(request);
  const parsed = afiliacionInputSchema.safeParse({ ...fields, consentimiento: fields.consentimiento === 'on' });
  if (!parsed.success) {
    const errores: Record<string, string> = {};
    for (const issue of parsed.error.issues) errores[String(issue.path[0])] ??= issue.message;
    return data<SolicitudResult>({ fields, errores }, { status: 400 });
  }
  const api = await loaderApi(context);
  const done = await attempt(() => api.post('/afiliaciones', parsed.data), 'No se pudo enviar la solicitud. Intenta nuevamente.', fields);
  return done.ok ? { success: AFILIACION_MSG.solicitudEnviada } : done.refusal;
}
