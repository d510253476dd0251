import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { batched } from './batch';

/** A batched doubling whose runs are recorded; `fails` says which batches throw (and how). */
function recorder(fails: (inputs: number[]) => Error | undefined = () => undefined) {
  const runs: number[][] = [];
  const double = batched(async (inputs: number[]) => {
    runs.push(inputs);
    const error = fails(inputs);
    if (error) throw error;
    return inputs.map((n) => 2 * n);
  });
  return { runs, double };
}

describe('batched (group commit)', () => {
  test('calls made together run as one batch, in call order, and each gets its own output', async () => {
    const { runs, double } = recorder();
    assert.deepEqual(await Promise.all([double(1), double(2), double(3)]), [2, 4, 6]);
    assert.deepEqual(runs, [[1, 2, 3]]);
  });

  test('a call made after a batch started goes into the next batch', async () => {
    const { runs, double } = recorder();
    const first = double(1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(await Promise.all([first, double(2)]), [2, 4]);
    assert.deepEqual(runs, [[1], [2]]);
  });

  test('a batch that one input breaks is run again one input at a time: only that caller fails', async () => {
    const { runs, double } = recorder((inputs) => (inputs.includes(13) ? Object.assign(new Error('violates check constraint'), { code: '23514' }) : undefined));
    const results = await Promise.allSettled([double(1), double(13), double(3)]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.deepEqual(results[0], { status: 'fulfilled', value: 2 });
    assert.deepEqual(results[2], { status: 'fulfilled', value: 6 });
    assert.deepEqual(runs, [[1, 13, 3], [1], [13], [3]]);
  });

  test('an outage fails the whole batch at once, without one retry per input', async () => {
    const { runs, double } = recorder(() => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const results = await Promise.allSettled([double(1), double(2)]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    assert.deepEqual(runs, [[1, 2]]);
  });
});
