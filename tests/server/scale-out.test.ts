// Several server processes on one PostgreSQL server: what one process counts, the others see. Needs a
// PostgreSQL server (DATABASE_URL; CI's second pass): the embedded database serves a single process.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantName } from '../../server/shared/image-variants.js';
import { seedBlogs } from '../../server/seed/data/blogs.data.js';
import { seedProducts } from '../../server/seed/data/products.data.js';
import { eventually } from '../helpers/eventually.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { startObjectStore, type ObjectStore } from '../helpers/object-store.js';
import { form, rest } from '../helpers/rest.js';
import { freePort, removeDir, startProcesses, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const LIMITS = { LOGIN_FAILURE_LIMIT: '4/15m', LOGIN_CLIENT_FAILURE_LIMIT: '50/15m' };

/** A sign-in attempt from a chosen loopback address; answers the GraphQL error code (or 'OK'). */
function login(server: RunningServer, from: string, password: string): Promise<string> {
  const payload = JSON.stringify({ query: LOGIN, variables: { u: 'admin', p: password } });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/graphql', server.url),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve((JSON.parse(text) as { errors?: Array<{ extensions: { code: string } }> }).errors?.[0]?.extensions.code ?? 'OK'),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which rules out a 304. */
function statusOf(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });
}

/** A loopback address of its own for each run: counters kept in Redis outlive a run. */
const freshClient = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}

describe.skipIf(!process.env.DATABASE_URL)('two processes on one database', () => {
  let scratch: ScratchDatabase;
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  /** One mail server for every process: it refuses each message's first two attempts for now (451), then takes it. */
  let smtp: SMTPServer;
  let mail: Record<string, string>;
  const attempts = new Map<string, number>();
  const delivered: string[] = [];
  const start = async (env: Record<string, string>) => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const server = await startServer({
      env: { DATABASE_URL: scratch.url, ADMIN_PASSWORD: 'scale-out-password', ...LIMITS, ...mail, ...env },
      dataDir,
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          const subject = /scale-out-\d+/.exec(data)?.[0] ?? 'other';
          const tried = (attempts.get(subject) ?? 0) + 1;
          attempts.set(subject, tried);
          if (tried <= 2) return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          delivered.push(subject);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    mail = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'sales@example.com', MAIL_FROM: 'site@example.com', MAIL_RETRY_DELAY: '200ms' };
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    for (const d of dirs) removeDir(d);
    await scratch?.drop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('two processes starting together on an empty database migrate and seed once', async () => {
    const [a, b] = await Promise.all([start({}), start({})]);
    for (const server of [a, b]) {
      const answer = (await (
        await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ productCount blogCount }' }),
        })
      ).json()) as { data: { productCount: number; blogCount: number } };
      expect(answer.data).toEqual({ productCount: seedProducts.length, blogCount: seedBlogs.length });
    }
    const seeded = [a, b].filter((s) => s.output().includes('seed content loaded'));
    expect(seeded).toHaveLength(1);
  });

  it("a removal through A shows on B's very next request, caches and all; publishing again within seconds", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const token = await loginToken(a.url, 'admin', 'scale-out-password');
    const slug = seedProducts[0].slug;
    const page = async () => (await fetch(`${b.url}/products/${slug}`)).status;
    const { id } = (await gql(b.url, 'query($s: String!) { productBySlug(slug: $s) { id } }', { s: slug })).data.productBySlug;
    expect([await page(), await page()]).toEqual([200, 200]); // B keeps the page now
    expect((await gql(a.url, 'mutation($id: Int!) { unpublishProduct(id: $id) { id } }', { id }, token)).errors).toBeUndefined();
    expect(await page()).toBe(404);
    expect((await gql(a.url, 'mutation($id: Int!) { publishProduct(id: $id) { id } }', { id }, token)).errors).toBeUndefined();
    // Published again: an edit, so B may answer its kept 404 (marked STALE) while it renders the page again.
    await eventually(async () => expect(await page()).toBe(200));
  });

  it('contact messages whose mail is retried are delivered once, whichever process retries them', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const subjects = Array.from({ length: 6 }, (_, i) => `scale-out-${i}`);
    await Promise.all(
      subjects.map((subject, i) =>
        gql((i % 2 ? b : a).url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
          input: { name: 'Multi Process', email: `kisi${i}@example.com`, subject },
        }),
      ),
    );
    await expect.poll(() => new Set(delivered).size, { timeout: 20_000 }).toBe(subjects.length);
    // Retries keep coming for a while if two processes hold one message: none may.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...delivered].sort()).toEqual([...subjects].sort());
  });

  it('failed sign-ins through A and B add up to one limit (THROTTLE_STORE=database, the default with DATABASE_URL)', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const from = freshClient();
    expect([
      await login(a, from, 'wrong-1'),
      await login(b, from, 'wrong-2'),
      await login(a, from, 'wrong-3'),
      await login(b, from, 'wrong-4'),
    ]).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    // The fifth attempt, through either process, finds the budget spent: even the right password waits.
    expect(await login(a, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, freshClient(), 'scale-out-password')).toBe('OK');
  });

  it('and with THROTTLE_STORE=redis', async (ctx) => {
    if (!(await redisAnswers())) ctx.skip('no Redis server on 127.0.0.1:6379');
    const env = { THROTTLE_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' };
    const a = await start(env);
    const b = await start(env);
    const from = freshClient();
    for (const [server, n] of [
      [a, 1],
      [b, 2],
      [b, 3],
      [a, 4],
    ] as const)
      expect(await login(server, from, `wrong-${n}`)).toBe('INVALID_CREDENTIALS');
    expect(await login(b, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(a, freshClient(), 'scale-out-password')).toBe('OK');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two processes, one bucket (FILE_STORE=s3 on an S3-compatible server)', () => {
  const PASSWORD = 'scale-out-password';
  const MB = 1024 * 1024;
  let processes: Awaited<ReturnType<typeof startProcesses>> | undefined;
  let store: ObjectStore;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;
  const stemOf = (name: string) => name.replace(/\.[a-z]+$/, '');

  beforeAll(async () => {
    store = await startObjectStore();
    // One secret for both, as behind a load balancer: a token from A is good on B.
    const env = { ADMIN_PASSWORD: PASSWORD, JWT_SECRET: 'scale-out-secret-shared-by-both-processes', ...store.env };
    processes = await startProcesses(2, env, { together: true });
    [a, b] = processes.servers as [RunningServer, RunningServer];
    token = await loginToken(a.url, 'admin', PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await processes?.stop();
    await store?.stop();
  });

  it("the seed goes into the bucket, and a seeded image's copy is written into it on its first request", async () => {
    for (const server of [a, b]) expect(readdirSync(path.join(server.dataDir, 'uploads'))).toEqual(['.tmp']);
    const { data } = await gql(b.url, '{ products(take: 1) { imageInfo { url variantWidths } } }');
    const info = data.products[0].imageInfo as { url: string; variantWidths: number[] };
    const copy = variantName(info.url, info.variantWidths[0], 'avif');
    const key = `products/${path.basename(copy)}`;
    expect(await store.keys()).toContain(`products/${path.basename(info.url)}`);
    expect(await store.keys()).not.toContain(key);
    const res = await fetch(b.url + copy);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'image/avif',
      'public, max-age=31536000, immutable',
    ]);
    expect(await store.keys()).toContain(key);
    expect((await fetch(a.url + copy)).status).toBe(200);
  });

  it('an image and a document uploaded through A download through B under their names and types; deleting through B (the image in the media library) removes the objects', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const upload = await gqlUpload(
      a.url,
      'mutation($file: Upload!) { uploadImage(type: product, file: $file) }',
      { file: null },
      { 'variables.file': [new Blob([jpeg], { type: 'image/jpeg' }), 'Ürün görseli.jpg'] },
      token,
    );
    const image: string = upload.data!.uploadImage;
    expect(image).toMatch(/^[0-9a-f-]+\.jpg$/);
    const product = await rest(
      a.url,
      'POST',
      '/api/products',
      { name: 'Kovalı Ürün', category: 'io', short_description_tr: 'Kısa', short_description_en: 'Short', image },
      token,
    );
    expect(product.status, product.text).toBe(201);
    expect((await store.keys()).filter((k) => k.startsWith(`products/${stemOf(image)}.`))).toHaveLength(7); // the original and 3 widths x 2 formats

    const page = await (await fetch(`${b.url}/products/${product.json.product_slug}`)).text();
    expect(page).toContain(`/asset/uploads/products/${image}`);
    const original = await fetch(`${b.url}/asset/uploads/products/${image}`);
    expect([original.status, original.headers.get('content-type'), original.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=604800',
    ]);
    const bytes = Buffer.from(await original.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(800);
    const etag = original.headers.get('etag')!;
    expect(await statusOf(new URL(`/asset/uploads/products/${image}`, b.url), { 'if-none-match': etag })).toBe(304);
    const webp = await fetch(`${b.url}/asset/uploads/products/${variantName(image, 320, 'webp')}`);
    expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(320);

    // Over 5 MB: sent to the bucket as a multipart upload.
    const pdf = Buffer.from(`%PDF-1.4\n% ${'x'.repeat(6 * MB)}\n%%EOF\n`);
    const created = await rest(
      a.url,
      'POST',
      '/api/documents',
      form({ name: 'Kovadaki Kılavuz', file_type: 'document', file_tr: [new Blob([pdf]), 'Şartname (son).pdf'] }),
      token,
    );
    expect(created.status, created.text).toBe(201);
    const doc = created.json.data;
    const download = await fetch(`${b.url}/api/download_document/${doc.document_id}/tr`);
    expect([download.status, download.headers.get('content-type'), download.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      `attachment; filename="?artname (son).pdf"; filename*=UTF-8''%C5%9Eartname%20%28son%29.pdf`,
    ]);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const direct = await fetch(b.url + doc.file_path_tr);
    expect([direct.status, direct.headers.get('content-disposition'), direct.headers.get('x-content-type-options')]).toEqual([
      200,
      `attachment; filename="${path.basename(doc.file_path_tr)}"`,
      'nosniff',
    ]);

    expect((await rest(b.url, 'DELETE', `/api/product/${product.json.id}`, undefined, token)).status).toBe(200);
    expect((await rest(b.url, 'DELETE', `/api/document/${doc.document_id}`, undefined, token)).status).toBe(200);
    // The image outlives its product in the media library; deleting it there removes its objects.
    expect((await store.keys()).filter((k) => k.startsWith(`products/${stemOf(image)}.`))).toHaveLength(7);
    const found = await gql(b.url, 'query($s: String) { mediaItems(search: $s) { id storedName } }', { s: 'Ürün görseli' }, token);
    const item = found.data.mediaItems.find((m: { storedName: string }) => m.storedName === image);
    expect(item, JSON.stringify(found)).toBeDefined();
    expect((await gql(b.url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token)).data.deleteMediaItem).toBe(true);
    const left = await store.keys();
    expect(left.filter((k) => k.includes(stemOf(image)) || k.endsWith(path.basename(doc.file_path_tr)))).toEqual([]);
    expect((await fetch(`${a.url}/asset/uploads/products/${image}`)).status).toBe(404);
    expect((await fetch(`${a.url}/api/download_document/${doc.document_id}/tr`)).status).toBe(404);
  });

  it('a failed upload leaves no object in the bucket', async () => {
    const before = await store.keys();
    const notImage = await rest(
      a.url,
      'POST',
      '/api/upload',
      form({ type: 'product', file: [new Blob(['not a picture']), 'resim.png'] }),
      token,
    );
    expect([notImage.status, notImage.json.reason]).toEqual([400, 'FILE_NOT_AN_IMAGE']);
    const tooLarge = await rest(
      a.url,
      'POST',
      '/api/upload',
      form({ type: 'general', file: [new Blob([Buffer.alloc(11 * MB)]), 'büyük.jpg'] }),
      token,
    );
    expect([tooLarge.status, tooLarge.json.reason]).toEqual([400, 'FILE_TOO_LARGE']);
    // The PDF is put in the bucket first; the cover image is then refused, and the PDF goes again.
    const half = await rest(
      a.url,
      'POST',
      '/api/documents',
      form({
        name: 'Yarım Kılavuz',
        file_type: 'document',
        file_tr: [new Blob(['%PDF-1.4\n%%EOF\n']), 'yarım.pdf'],
        image: [new Blob(['no image']), 'kapak.png'],
      }),
      token,
    );
    expect([half.status, half.json.reason]).toEqual([400, 'FILE_NOT_AN_IMAGE']);
    expect(await store.keys()).toEqual(before);
  });
});
