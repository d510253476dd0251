/**
 * The API's answers of participation: event sign-ups, reports and moderation, survey
 * closing. The screens show these same texts when the API sends them.
 */
export const PARTICIPATION_MSG = {
  /** 403 to a blocked member who comments, votes, reports or signs up (they still read and sign in). */
  cuentaBloqueada: 'Tu cuenta no puede participar por ahora.',
  cuposAgotados: 'No quedan cupos para este evento.',
  /** 'Asistiré' and 'Cancelar inscripción' went through. */
  inscripcionRegistrada: 'Tu inscripción quedó registrada.',
  inscripcionCancelada: 'Tu inscripción fue cancelada.',
  eventoPasado: 'El evento ya pasó.',
  /** 'Desmarcar asistencia' (admins): the answer, and the 404 when there was none to undo. */
  asistenciaDesmarcada: 'Asistencia desmarcada.',
  asistenciaNoMarcada: 'Este inscrito no tiene asistencia marcada en este evento.',
  cupoInvalido: 'El cupo debe ser un número entero mayor que cero.',
  cupoDemasiadoGrande: 'El cupo es demasiado grande.',
  encuestaCerrada: 'La encuesta está cerrada.',
  /** Live results (`/api/encuestas/:id/eventos`) of an open survey: only for members who voted, and admins. */
  resultadosTrasVotar: 'Podrás ver los resultados después de votar.',
  resultadosSinSesion: 'Inicia sesión y vota para ver los resultados.',
  /** 429: a session (or, for visitors, an address) holds as many live-results streams as it may. */
  demasiadosEnVivo: 'Tienes demasiadas pestañas con resultados en vivo. Cierra alguna e inténtalo de nuevo.',
  demasiadosEnVivoRed: 'Hay demasiadas conexiones de resultados en vivo desde tu red. Inténtalo de nuevo en unos minutos.',
  /** 503: the process holds as many live-results streams as it may. */
  enVivoSaturado: 'Los resultados en vivo están saturados en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

/** What a comment may be reported for ('Reportar'); the database enum `motivo_reporte` holds the same. */
export const MOTIVOS_REPORTE = ['Spam', 'Ofensivo', 'Fuera de tema'] as const;
export type MotivoReporte = (typeof MOTIVOS_REPORTE)[number];

/**
 * Reports (by different members, since the last review) that hide a comment pending review. Only
 * reports from accounts at least REPORTE_CUENTA_HORAS old count, and an admin's comment is never
 * hidden by reports: throwaway accounts cannot silence anyone.
 */
export const REPORTES_PARA_OCULTAR = 3;
export const REPORTE_CUENTA_HORAS = 24;
