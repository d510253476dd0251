import type { Evento } from '@plataforma/contracts';
import { formatDateShortWeekday, formatTime } from '@plataforma/shared-ui';

/** '<weekday, date> · <24 h time>' of an event. */
export function EventoWhen({ evento }: { evento: Evento }) {
  return (
    <time dateTime={evento.fecha}>
      {formatDateShortWeekday(evento.fecha)} · {formatTime(evento.fecha)}
    </time>
  );
}
