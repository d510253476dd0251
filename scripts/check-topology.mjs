#!/usr/bin/env node
/**
 * `npm run lint:topology`: the remotes' names and folders, the page map and the server render's DOM
 * ids and template slots are declared once, in contracts/src/topology.ts. This fails when one of
 * those strings is written in any other source or config file (tests and e2e observe the platform
 * from outside and may name them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOME = 'contracts/src/topology.ts';
const SCANNED = ['contracts/src', 'shared-ui/src', 'shared-auth/src', 'shell', 'public-remote', 'admin-remote', 'api/src', 'api/scripts', 'tooling', 'rsbuild.shared.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'public']);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|html)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;

/** Each string that belongs to the topology module alone, as it would be written elsewhere. */
const OWNED = [
  "'public_remote'",
  "'admin_remote'",
  '"public_remote"',
  '"admin_remote"',
  '/remotes/public/',
  '/remotes/admin/',
  'pj-ssr',
  'pj-remotes',
  '<!--ssr-html-->',
  '<!--ssr-head-->',
  '<!--/ssr-head-->',
];

function files(path) {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (SKIPPED_DIRS.has(name) ? [] : files(join(path, name))));
}

const problems = [];
for (const file of SCANNED.flatMap(files)) {
  if (file === HOME || !SOURCE.test(file) || TEST.test(file)) continue;
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const owned of OWNED) if (line.includes(owned)) problems.push(`${relative(ROOT, join(ROOT, file))}:${index + 1}: ${owned}`);
  });
}

if (problems.length > 0) {
  console.error(`These belong to ${HOME} (import them from @plataforma/contracts):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ topology declared once (${HOME})`);
