import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createDataCipher, isEncrypted, loadDataKey, newDataKey, parseDataKey } from './data-key';

const cipher = createDataCipher(parseDataKey(newDataKey()));

describe('data key', () => {
  test('encrypts with a fresh IV each time and reads it back; the clear text is nowhere in the stored value', () => {
    const a = cipher.encrypt('1234567 LP');
    const b = cipher.encrypt('1234567 LP');
    assert.notEqual(a, b);
    assert.ok(isEncrypted(a) && !a.includes('1234567'));
    assert.equal(cipher.decrypt(a), '1234567 LP');
    assert.equal(cipher.decrypt(cipher.encrypt('')), '');
    assert.equal(cipher.decrypt(cipher.encrypt('Ñandú 77712345')), 'Ñandú 77712345');
  });

  test('another key cannot read it, and an altered value is refused', () => {
    const stored = cipher.encrypt('77712345');
    const other = createDataCipher(parseDataKey(newDataKey()));
    assert.throws(() => other.decrypt(stored), /otra clave/);
    const parts = stored.split('.');
    const tampered = [...parts.slice(0, 4), Buffer.from('x'.repeat(8)).toString('base64url')].join('.');
    assert.throws(() => cipher.decrypt(tampered));
    assert.throws(() => cipher.decrypt('texto sin cifrar'), /formato desconocido/);
  });

  test('the keyed hash is stable for one key, differs between keys, and is not a plain hash', () => {
    const other = createDataCipher(parseDataKey(newDataKey()));
    assert.equal(cipher.index('1234567'), cipher.index('1234567'));
    assert.notEqual(cipher.index('1234567'), cipher.index('1234568'));
    assert.notEqual(cipher.index('1234567'), other.index('1234567'));
    assert.match(cipher.index('1234567'), /^[0-9a-f]{64}$/);
  });

  test('the idempotency fingerprint has its own key: stable, differs between keys and from the index', () => {
    const other = createDataCipher(parseDataKey(newDataKey()));
    const request = 'POST /api/afiliaciones\n{"ci":"1234567"}';
    assert.equal(cipher.fingerprint(request), cipher.fingerprint(request));
    assert.notEqual(cipher.fingerprint(request), other.fingerprint(request));
    assert.notEqual(cipher.fingerprint(request), cipher.index(request));
    assert.notEqual(cipher.fingerprint(request), createHash('sha256').update(request).digest('hex'));
  });

  test('DATA_KEY is 32 bytes in base64 or hex; anything else is refused in Spanish', () => {
    assert.equal(parseDataKey('ab'.repeat(32)).length, 32);
    assert.equal(parseDataKey(newDataKey()).length, 32);
    assert.throws(() => parseDataKey('corta'), /DATA_KEY debe ser una clave de 32 bytes/);
  });

  describe('the embedded default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pj-key-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    test('creates its key file once, readable by its owner only, says where, then reuses it', () => {
      const dataKeyFile = join(dir, 'data.key');
      const created: string[] = [];
      const first = loadDataKey({ dataKeyFile }, (path) => created.push(path));
      assert.deepEqual(created, [dataKeyFile]);
      assert.equal(statSync(dataKeyFile).mode & 0o777, 0o600);
      assert.deepEqual(loadDataKey({ dataKeyFile }, (path) => created.push(path)), first);
      assert.equal(created.length, 1);
      assert.deepEqual(parseDataKey(readFileSync(dataKeyFile, 'utf8')), first);
    });

    test('DATA_KEY, when given, wins over the file', () => {
      const given = newDataKey();
      assert.deepEqual(loadDataKey({ dataKey: given, dataKeyFile: join(dir, 'data.key') }), parseDataKey(given));
    });
  });
});
