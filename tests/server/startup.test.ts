import { describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';
import { expectStartupRefused } from '../helpers/startup-refusal.js';

describe('start-up', () => {
  it('a second start on the same data keeps everything and seeds nothing again', async () => {
    const handle = await startIsolatedServer({}, [], { fresh: true });
    try {
      expect(handle.server.output()).toContain('seed content loaded');
      let url = handle.server.url;
      const token = await loginToken(url, ADMIN.username, ADMIN.password);
      const del = await gql(url, '{ blogs(take: 1) { id } }');
      await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: del.data.blogs[0].id }, token);
      const before = await gql(url, '{ products { id } blogs { id } documents { id } applications { id } }');

      url = (await handle.restart()).url;
      const after = await gql(url, '{ products { id } blogs { id } documents { id } applications { id } }');
      expect(after.data).toEqual(before.data);
      expect(handle.server.output()).not.toContain('seed content loaded');
      // Tokens survive a restart: the generated JWT secret is kept under DATA_DIR.
      const me = await gql(url, '{ me { username } }', {}, token);
      expect(me.data?.me.username).toBe(ADMIN.username);
    } finally {
      await handle.stop();
    }
  });

  it('without ADMIN_PASSWORD a random password is generated, printed once, and works', async () => {
    const handle = await startIsolatedServer({ ADMIN_PASSWORD: '' });
    try {
      const printed = handle.server.output().match(/Password: (\S+)/)?.[1];
      expect(printed).toBeTruthy();
      expect(printed).not.toBe(ADMIN.password);
      await expect(loginToken(handle.server.url, ADMIN.username, printed!)).resolves.toBeTruthy();
      const again = await handle.restart();
      expect(again.output()).not.toContain('Password:');
    } finally {
      await handle.stop();
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['MAIL_TO', 'not-an-email'],
    ['SITE_TIME_ZONE', 'Europe/Nowhere'],
    ['SITE_TIME_ZONE', '+03:00'],
    // An entry with a port or a scheme would match no webhook's host: refused rather than allowing nothing unnoticed.
    ['WEBHOOK_ALLOWED_HOSTS', 'hooks.internal:8080'],
    ['WEBHOOK_ALLOWED_HOSTS', '127.0.0.1,10.0.0.5:9000'],
    ['WEBHOOK_ALLOWED_HOSTS', '[::1]:8080'],
    ['WEBHOOK_ALLOWED_HOSTS', 'http://hooks.internal'],
  ])('a malformed %s stops start-up with a one-line error naming it', async (name, value) => {
    await expectStartupRefused({ [name]: value }, name);
  });

  it.each([
    ['FILE_STORE', { FILE_STORE: 'disk' }],
    ['S3_BUCKET', { FILE_STORE: 's3' }],
    ['S3_BUCKET', { FILE_STORE: 's3', S3_BUCKET: 'Site_Files' }],
    ['S3_ENDPOINT', { FILE_STORE: 's3', S3_BUCKET: 'site-files', S3_ENDPOINT: 'minio:9000' }],
    ['S3_SECRET_ACCESS_KEY', { FILE_STORE: 's3', S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'key' }],
    ['S3_ACCESS_KEY_ID', { FILE_STORE: 's3', S3_BUCKET: 'site-files', S3_SECRET_ACCESS_KEY: 'secret' }],
  ])('a file store setting in error (%s) stops start-up with a one-line error naming it', async (name, env) => {
    await expectStartupRefused(env, name);
  });
});
