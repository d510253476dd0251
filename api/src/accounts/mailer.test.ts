import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { outboxFiles } from '../test/outbox';
import { createMailer } from './mailer';

const LINK = 'https://plataforma.example/restablecer?token=secreto';

/** Sends one message to the outbox and returns what was logged. */
async function logged(logNotes: boolean) {
  const outboxDir = mkdtempSync(join(tmpdir(), 'pj-mailer-'));
  const lines: string[] = [];
  try {
    const mailer = createMailer({ outboxDir, logNotes, log: { warn: (line) => lines.push(line), error: () => {} } });
    mailer.send({ to: 'ana@test.local', subject: 'Restablece tu contraseña', text: LINK, html: `<a href="${LINK}">${LINK}</a>` }, `enlace: ${LINK}`);
    await mailer.idle();
    assert.equal(outboxFiles(outboxDir).length, 1, 'the message is kept in the outbox');
    return lines.join('\n');
  } finally {
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

test('without SMTP, a link is logged for a developer, never in production (the log is read by more people than the account owner)', async () => {
  assert.match(await logged(true), /restablecer\?token=secreto/);
  const production = await logged(false);
  assert.match(production, /Correo de desarrollo/);
  assert.doesNotMatch(production, /token/);
});
