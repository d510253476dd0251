/** `npm run bench`'s sign-up burst: many members signing up at once for an event with fewer places. */
import { cpuMs, openConnections, percentile, registerMembers, signIn } from './clients';

const MEMBERS = Number(process.env.BENCH_SIGNUP_MEMBERS ?? 500);
const CUPO = Number(process.env.BENCH_SIGNUP_CUPO ?? 300);

/**
 * `MEMBERS` members sign up at the same moment for an event with `CUPO` places, each over a
 * connection opened beforehand: exactly `CUPO` must be accepted (201) and the rest answered 409,
 * and the stored count must be `CUPO`.
 */
export async function signupBurst(base: string, pid: number, admin: { email: string; password: string }) {
  const adminHeaders = await signIn(base, admin);
  const form = new FormData();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [k, v] of Object.entries({ titulo: 'Bench de inscripciones', descripcion: 'Ráfaga de inscripciones', fecha: `${tomorrow}T00:00:00.000Z`, cupo: String(CUPO) })) form.append(k, v);
  const created = await fetch(`${base}/api/eventos`, { method: 'POST', headers: adminHeaders, body: form });
  if (created.status !== 201) throw new Error(`create event: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const members = await registerMembers(base, MEMBERS);
  const { send, destroy } = await openConnections(base, members.length);

  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const statuses = await Promise.all(
    members.map(async (headers) => {
      const started = performance.now();
      const status = await send(`/api/eventos/${id}/inscripcion`, 'POST', headers);
      latencies.push(performance.now() - started);
      return status;
    }),
  );
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / members.length;
  const stored = ((await (await fetch(`${base}/api/eventos/${id}`)).json()) as { inscritos: number }).inscritos;
  destroy();
  latencies.sort((a, b) => a - b);
  const accepted = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 409).length;
  const exact = accepted === CUPO && stored === CUPO && refused === MEMBERS - CUPO;
  console.log(
    `\n${MEMBERS} members signing up at once for ${CUPO} places: ${accepted} accepted, ${refused} refused (409), ` +
      `${statuses.length - accepted - refused} other; ${stored} stored (${exact ? 'exact' : 'NOT EXACT'}); ` +
      `p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms; ` +
      `API process CPU ${cpuPerRequest.toFixed(2)} ms per sign-up request`,
  );
}
