/**
 * `npm run dev`: the API in watch mode plus the Rsbuild dev servers of both remotes and the shell.
 * Open http://localhost:3000 (the shell proxies /api and /media to the API on :4000).
 */
import { spawn } from 'node:child_process';

const processes = [
  { name: 'api', args: ['run', 'dev', '-w', '@plataforma/api'], env: { PORT: '4000', SERVE_FRONTEND: '0' } },
  { name: 'public', args: ['run', 'dev', '-w', '@plataforma/public-remote'] },
  { name: 'admin', args: ['run', 'dev', '-w', '@plataforma/admin-remote'] },
  { name: 'shell', args: ['run', 'dev', '-w', '@plataforma/shell'] },
];

const children = processes.map(({ name, args, env }) => {
  // A process group of its own: npm leaves its script running when it is sent SIGTERM, so stopAll signals the group.
  const child = spawn('npm', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `[${name}]`.padEnd(9);
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited with code ${code}; stopping the others.`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is already gone.
    }
  }
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
