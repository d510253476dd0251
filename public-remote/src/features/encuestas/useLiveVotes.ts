import { useEffect, useState } from 'react';
import type { VotosEnVivo } from '@plataforma/contracts';

/**
 * The survey's tally as the API streams it (`GET /api/encuestas/:id/eventos`, Server-Sent Events):
 * undefined until the first event, or while `enabled` is false. EventSource, not the HTTP client: the
 * answer is a stream that never ends, and the browser reconnects it by itself (after the API's
 * `retry:`), with the session cookie. A refusal (401/403/404) ends it; the chart keeps the loaded tally.
 */
export function useLiveVotes(id: number, enabled: boolean): VotosEnVivo['votos'] | undefined {
  const [live, setLive] = useState<VotosEnVivo | null>(null);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/encuestas/${id}/eventos`, { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const data = JSON.parse(message.data) as VotosEnVivo;
      if (data.id === id) setLive(data);
    };
    return () => source.close();
  }, [id, enabled]);
  return enabled && live?.id === id ? live.votos : undefined;
}
