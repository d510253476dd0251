import { MSG } from '@plataforma/contracts';

/** An error the global handler sends as is: a 4xx status with a Spanish message. */
export const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** Texts for framework-level failures that the contracts' catalogue does not cover. */
export const API_MSG = {
  cuerpoMuyGrande: 'La solicitud es demasiado grande.',
  tipoNoSoportado: 'El tipo de contenido de la solicitud no es compatible.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido.',
  servicioNoDisponible: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  idempotenciaEnCurso: 'Esta solicitud ya se está procesando. Espera un momento antes de reintentar.',
  idempotenciaDistinta: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  idempotenciaInvalida: 'La clave de idempotencia no es válida.',
  /** 431: a request whose headers (a cookie) are over Node's 16 KB. */
  cabecerasMuyGrandes: 'Las cabeceras de la solicitud son demasiado grandes. Borra las cookies de este sitio e inténtalo de nuevo.',
  /** 408: a request that did not arrive whole in time. */
  tiempoAgotado: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
  /** 409: what the write refers to was deleted while it ran (a publication, an event). */
  referenciaEliminada: 'Lo que querías modificar ya no existe. Recarga la página.',
  /** 503: another write changed the same data at the same moment; nothing was saved. */
  conflictoConcurrente: 'Otra operación cambió estos datos al mismo tiempo. Inténtalo de nuevo.',
} as const;

/** Seconds a client (or a load balancer) should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The value, or a Spanish 404 when a repository found nothing. */
export function orNotFound<T>(value: T | undefined, message: string = MSG.noEncontrado): T {
  if (value === undefined) throw httpError(404, message);
  return value;
}
