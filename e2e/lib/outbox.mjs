import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A raw message's text as a mail client shows it: quoted-printable soft breaks and `=XX` undone. */
const quotedPrintable = (raw) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Waits for a message to `to` in the platform's development outbox and returns the first link in it
 * that starts with `prefix` (the platform writes mail after answering, so it may come a moment later).
 */
export async function linkFromOutbox(outboxDir, to, prefix, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outboxDir).catch(() => []);
    for (const file of files.filter((f) => f.endsWith('.eml')).sort().reverse()) {
      const text = quotedPrintable(await readFile(join(outboxDir, file), 'utf8'));
      if (!new RegExp(`^To: ${to}`, 'mi').test(text)) continue;
      const link = text.split(/\s/).find((word) => word.startsWith(prefix));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No message to ${to} with a ${prefix} link in ${outboxDir}`);
}
