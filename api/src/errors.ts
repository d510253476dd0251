import { MSG } from '@plataforma/contracts';

/** An error the global handler sends as is: a 4xx status with a Spanish message. */
export const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** Texts for framework-level failures that the contracts' catalogue does not cover. */
export const API_MSG = {
  cuerpoMuyGrande: 'La solicitud es demasiado grande.',
  tipoNoSoportado: 'El tipo de contenido de la solicitud no es compatible.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido.',
} as const;

/** The value, or a Spanish 404 when a repository found nothing. */
export function orNotFound<T>(value: T | undefined, message: string = MSG.noEncontrado): T {
  if (value === undefined) throw httpError(404, message);
  return value;
}
