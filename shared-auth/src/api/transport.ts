import type { ApiError } from './errors';

/** Log texts of spec-notes §8 "Transport handling": logged only, never shown to the user. */
const STATUS_LOGS: Record<number, string> = {
  400: 'Solicitud inválida (400).',
  401: 'Sesión expirada o no autenticada (401).',
  403: 'Acceso denegado (403): rol insuficiente o token inválido.',
  404: 'Recurso no encontrado (404).',
  500: 'Error interno del servidor (500).',
  504: 'Tiempo de espera agotado en el servidor (504).',
};

const NO_RESPONSE_LOG = 'Sin respuesta del servidor: tiempo de espera agotado, error de red o sin conexión a internet.';

function transportLog(status: number | undefined): string {
  if (status === undefined) return NO_RESPONSE_LOG;
  return STATUS_LOGS[status] ?? `Error desconocido (${status}).`;
}

export function logTransportError({ request, response }: ApiError): void {
  console.warn(`[api] ${transportLog(response?.status)} ${request.method.toUpperCase()} ${request.url}`);
}
