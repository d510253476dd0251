import { isNotFound, type AfiliacionVerificacion } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** The card's codes are base64url (contracts `codigoParamSchema`); anything else is not asked for. */
const CODIGO = /^[A-Za-z0-9_-]{1,100}$/;

/** GET /verificar/{code}: the card as anyone may see it, or null for a code that names no card. */
export async function verificarCodigo(context: unknown, code: string): Promise<AfiliacionVerificacion | null> {
  if (!CODIGO.test(code)) return null;
  try {
    return await loaderGet<AfiliacionVerificacion>(context, `/verificar/${code}`);
  } catch (failure) {
    if (isNotFound(failure)) return null;
    throw failure;
  }
}
