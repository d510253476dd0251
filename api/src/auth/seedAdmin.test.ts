import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ADMIN, backends, buildTestApp, type TestApp } from '../test/helper';
import { seedAdmin } from './seedAdmin';

const BOOTSTRAP = { email: 'arranque@test.local', password: 'clave-de-arranque' };

for (const backend of backends()) {
  describe(`the bootstrap admin (${backend})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend);
    });
    after(() => t.close());

    const accountsWith = (email: string) => t.db.select({ id: users.id }).from(users).where(eq(users.email, email));

    test('a site that has an admin gets no other at start, whatever its email now (a restart brings no account back)', async () => {
      // The test site's admin stands for the bootstrap account after it changed its email.
      assert.equal(await seedAdmin(t.db, BOOTSTRAP), false);
      assert.deepEqual(await accountsWith(BOOTSTRAP.email), []);
    });

    test('a site without any admin gets the configured one, once', async () => {
      await t.db.update(users).set({ rol: 'usuario' }).where(eq(users.email, ADMIN.email));
      assert.equal(await seedAdmin(t.db, BOOTSTRAP), true);
      assert.equal(await seedAdmin(t.db, BOOTSTRAP), false);
      const [created] = await t.db.select({ rol: users.rol }).from(users).where(eq(users.email, BOOTSTRAP.email));
      assert.equal(created?.rol, 'admin');
    });
  });
}
