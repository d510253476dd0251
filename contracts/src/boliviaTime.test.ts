import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fromBoliviaWallTime, toBoliviaWallTime } from './boliviaTime';

/** Bolivia's wall time and the instant it names (the same both ways). */
const CASES: [day: string, time: string, iso: string][] = [
  ['2026-12-20', '19:00', '2026-12-20T23:00:00.000Z'],
  ['2026-12-09', '18:30', '2026-12-09T22:30:00.000Z'],
  // Late in the evening in Bolivia is already the next day in UTC.
  ['2026-12-31', '22:15', '2027-01-01T02:15:00.000Z'],
  ['2026-11-23', '00:00', '2026-11-23T04:00:00.000Z'],
  // What the old form stored (midnight UTC) is the evening before in Bolivia.
  ['2026-12-08', '20:00', '2026-12-09T00:00:00.000Z'],
];

/** What the conversions give for every case in this process. */
const results = () => ({
  fromWall: CASES.map(([day, time]) => fromBoliviaWallTime(day, time)),
  toWall: CASES.map(([, , iso]) => toBoliviaWallTime(iso)),
});

const expected = {
  fromWall: CASES.map(([, , iso]) => iso),
  toWall: CASES.map(([day, time]) => ({ day, time })),
};

/**
 * The same conversions in a Node process whose device zone is `zone` (a Jest test cannot change its
 * own process's zone), and that process's offset from UTC for a local date.
 */
function resultsOnDeviceIn(zone: string) {
  const script = `
    import { fromBoliviaWallTime, toBoliviaWallTime } from './src/boliviaTime.ts';
    const cases = ${JSON.stringify(CASES)};
    console.log(JSON.stringify({
      offset: new Date(2026, 11, 20, 12).getTimezoneOffset(),
      fromWall: cases.map(([day, time]) => fromBoliviaWallTime(day, time)),
      toWall: cases.map(([, , iso]) => toBoliviaWallTime(iso)),
    }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(__dirname, '..'),
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as ReturnType<typeof results> & { offset: number };
}

describe('Bolivia wall time <-> instant', () => {
  it('converts both ways', () => {
    expect(results()).toEqual(expected);
  });

  it.each([
    ['Asia/Tokyo', -540],
    ['America/La_Paz', 240],
  ])('gives the same on a device in %s', (zone, offset) => {
    const { offset: deviceOffset, ...there } = resultsOnDeviceIn(zone);
    expect(deviceOffset).toBe(offset);
    expect(there).toEqual(expected);
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-12-20', '24:00'],
    ['2026-12-20', '7:00'],
    ['', '19:00'],
    ['2026-12-20', ''],
  ])('refuses %j %j (null)', (day, time) => {
    expect(fromBoliviaWallTime(day, time)).toBeNull();
  });

  it('has no wall time for an invalid instant', () => {
    expect(toBoliviaWallTime('pronto')).toBeNull();
  });
});
