#!/usr/bin/env node
/**
 * `npm test`: the whole suite, one step after another, stopping at the first that fails. Each step
 * prints its own output and summary; at the end come each step's time and the suite's total, so a
 * slow step shows without timing it by hand.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'unit (jest)', args: ['run', 'test:unit'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'API (PGlite, PostgreSQL when DATABASE_URL is set)', args: ['run', 'test:api'] },
  { name: 'cluster', args: ['run', 'test:cluster'] },
  { name: 'browser', args: ['test', '-w', '@plataforma/e2e'] },
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const started = Date.now();
const times = [];
let failed;
for (const step of STEPS) {
  const stepStarted = Date.now();
  const { status, signal } = spawnSync('npm', step.args, { stdio: 'inherit' });
  times.push(`  ${minutes(Date.now() - stepStarted).padStart(6)}  ${step.name}`);
  if (status !== 0) {
    failed = { step, status: status ?? 1, signal };
    break;
  }
}

console.log(`\nSuite times (min:s):\n${times.join('\n')}`);
if (failed) {
  console.log(`  ${minutes(Date.now() - started).padStart(6)}  total, stopped: ${failed.step.name} failed${failed.signal ? ` (${failed.signal})` : ''}`);
  process.exit(failed.status);
}
console.log(`  ${minutes(Date.now() - started).padStart(6)}  total, every step passed`);
