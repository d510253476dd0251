import { EVENT_WINDOW_HOURS, fromBoliviaWallTime, toBoliviaWallTime, type Evento } from '@plataforma/contracts';

/** The date input's bounds, as days in Bolivia: today up to 2880 hours ahead (spec-notes §5 "Event"). */
export const eventDayBounds = (now = new Date()) => ({
  min: toBoliviaWallTime(now)!.day,
  max: toBoliviaWallTime(new Date(now.getTime() + EVENT_WINDOW_HOURS * 3_600_000))!.day,
});

/** The event form's 'Fecha', 'Hora de inicio' and 'Hora de fin' inputs, as Bolivia's clock reads them. */
export interface EventWallTimes {
  dia: string;
  horaInicio: string;
  horaFin: string;
}

/** What the inputs show for an event (blank for a new one): its stored start and end in Bolivia. */
export function eventWallTimes(evento?: Evento): EventWallTimes {
  const start = evento ? toBoliviaWallTime(evento.fecha) : null;
  const end = evento?.fechaFin ? toBoliviaWallTime(evento.fechaFin) : null;
  return { dia: start?.day ?? '', horaInicio: start?.time ?? '', horaFin: end?.time ?? '' };
}

/**
 * The start and end to send (ISO instants; '' for none or blank). On an edit, an input left as it was
 * sends nothing: the API keeps the stored instant, so editing any other field never moves the event, not
 * even by a second, and an event that has begun can still be corrected. A changed one is read in Bolivia,
 * the end on the event's day.
 */
export function eventInstants(inputs: EventWallTimes, evento?: Evento): { fecha?: string; fechaFin?: string } {
  const shown = eventWallTimes(evento);
  const sameDay = evento !== undefined && inputs.dia === shown.dia;
  const fecha = sameDay && inputs.horaInicio === shown.horaInicio ? undefined : (fromBoliviaWallTime(inputs.dia, inputs.horaInicio) ?? '');
  let fechaFin: string | undefined = '';
  if (sameDay && inputs.horaFin === shown.horaFin) fechaFin = undefined;
  else if (inputs.horaFin) fechaFin = fromBoliviaWallTime(inputs.dia, inputs.horaFin) ?? '';
  return { fecha, fechaFin };
}
