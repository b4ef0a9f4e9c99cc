// Uploads. Anonymous multipart is refused before its body is read; images are decoded and
// re-encoded (no EXIF, nothing appended, no SVG, at most 50 megapixels); other files are served as downloads.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, form, PNG, rest } from '../helpers/rest.js';
import { mountedRoutes } from '../helpers/routes.js';
import { ADMIN, removeDir, root, startIsolatedServer } from '../helpers/server.js';
import { temporaryName } from '../../server/files/temporary-files.js';

const url = inject('serverUrl');
const MB = 1024 * 1024;

const upload = (name: string, data: Buffer, token: string) =>
  rest(url, 'POST', '/api/upload', form({ type: 'general', file: [new Blob([new Uint8Array(data)]), name] }), token);

describe('uploads: a multipart request without a valid admin token is refused before its body is read', () => {
  // A server of its own, so that its temp folders (graphql-upload spools in TMPDIR, uploads are checked in .tmp) are
  // ours to watch, and ours to kill.
  const tmp = mkdtempSync(path.join(tmpdir(), 'uploads-tmp-'));
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  beforeAll(async () => {
    handle = await startIsolatedServer({ TMPDIR: tmp });
  });
  afterAll(async () => {
    await handle?.stop();
    removeDir(tmp);
  });
  const tempFiles = () => [
    ...readdirSync(tmp).filter((f) => f.startsWith('capacitor-')),
    ...readdirSync(path.join(handle.server.dataDir, 'uploads/.tmp')),
  ];

  /**
   * Sends a multipart request announcing a 50 MB file; the generator stops where the file's bytes begin until the
   * answer comes (or 10 s pass): a server that reads the files before answering only answers once all was sent.
   * The connection asks to be kept alive, as browsers do: the server must close it rather than drain the body.
   */
  async function sendLargeMultipart(
    method: string,
    target: string,
    fields: Record<string, string>,
    fileField: string,
    headers: Record<string, string> = {},
  ) {
    const boundary = `----guard${Date.now()}`;
    const head = Buffer.from(
      [
        ...Object.entries(fields).map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ].join(''),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = 50 * MB;
    let answered = false;
    let bodySent = false;
    let filesWhileWaiting: string[] = [];
    let onAnswer = () => {};
    const answer = new Promise<void>((resolve) => (onAnswer = resolve));
    async function* body() {
      yield head;
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      for (let sent = 0; sent < fileBytes; sent += chunk.length) {
        if (sent === 0) {
          await Promise.race([answer, sleep(10_000)]);
          filesWhileWaiting = tempFiles();
          if (answered) return;
        }
        yield chunk;
      }
      yield tail;
      bodySent = true;
    }
    const agent = new Agent({ keepAlive: true });
    const req = request(`${handle.server.url}${target}`, {
      method,
      agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + fileBytes + tail.length),
        'apollo-require-preflight': 'true',
        ...headers,
      },
    });
    // The server closes the connection once it has answered: writing more then fails, as it should.
    const response = new Promise<IncomingMessage | Error>((resolve) => {
      req.once('response', resolve);
      req.on('error', resolve);
    });
    Readable.from(body()).pipe(req);
    const res = await response;
    if (res instanceof Error) throw new Error(`${method} ${target}: the connection failed before any answer (${res.message})`);
    const answeredWhileSending = !bodySent;
    answered = true;
    onAnswer();
    let text = '';
    for await (const chunk of res) text += chunk;
    agent.destroy();
    return { status: res.statusCode, connection: res.headers.connection, json: JSON.parse(text), answeredWhileSending, filesWhileWaiting };
  }

  const UPLOAD_IMAGE = 'mutation($file: Upload!) { uploadImage(type: general, file: $file) }';
  const graphqlFields = {
    operations: JSON.stringify({ query: UPLOAD_IMAGE, variables: { file: null } }),
    map: JSON.stringify({ 0: ['variables.file'] }),
  };

  it('GraphQL: without a token, or with a forged one, 401 UNAUTHENTICATED before the files are sent; nothing spooled', async () => {
    for (const headers of [{}, { authorization: 'Bearer junk.token.here' }] as Array<Record<string, string>>) {
      const res = await sendLargeMultipart('POST', '/graphql', graphqlFields, '0', headers);
      expect(res.status).toBe(401);
      expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res.answeredWhileSending).toBe(true);
      expect(res.connection).toBe('close');
      expect(res.filesWhileWaiting).toEqual([]);
    }
    expect(tempFiles()).toEqual([]);
  });

  it('REST: every admin POST and PUT (from the mounted routers) answers 401 before the body is sent; nothing spooled', async () => {
    const writes = (await mountedRoutes()).filter((r) => r.admin && (r.method === 'POST' || r.method === 'PUT'));
    expect(writes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/upload', '/api/documents', '/api/applications', '/api/product-files/:product_id']),
    );
    for (const route of writes) {
      const res = await sendLargeMultipart(route.method, route.path.replace(/:\w+/g, '1'), { type: 'general' }, 'file');
      expect(res.status, `${route.method} ${route.path} ${JSON.stringify(res.json)}`).toBe(401);
      expect(res.json.code, route.path).toBe('UNAUTHENTICATED');
      expect(res.answeredWhileSending, route.path).toBe(true);
      expect(res.connection, route.path).toBe('close');
      expect(res.filesWhileWaiting, route.path).toEqual([]);
    }
    expect(tempFiles()).toEqual([]);
  });

  it('an administrator still uploads through GraphQL', async () => {
    const login = await rest(handle.server.url, 'POST', '/api/login', ADMIN);
    const res = await gqlUpload(
      handle.server.url,
      UPLOAD_IMAGE,
      { file: null },
      { 'variables.file': [new Blob([PNG]), 'a.png'] },
      login.json.token,
    );
    expect(res.data?.uploadImage).toMatch(/\.png$/);
  });

  it('what uploads in flight left in uploads/.tmp when the server was killed is gone at the very next start; what a running process writes there stays', async () => {
    const token = (await rest(handle.server.url, 'POST', '/api/login', ADMIN)).json.token as string;
    const work = path.join(handle.server.dataDir, 'uploads/.tmp');
    // Two uploads sent in part, then held: REST's body spooled by multer, GraphQL's file streamed into a work folder.
    const held = [
      holdUpload(`${handle.server.url}/api/upload`, { type: 'general' }, 'file', token),
      holdUpload(`${handle.server.url}/graphql`, graphqlFields, '0', token),
    ];
    await expect.poll(() => readdirSync(work).length, { timeout: 20_000 }).toBe(2);
    // Another process on this machine (this test's own, alive) is writing an upload there too.
    const running = temporaryName();
    writeFileSync(path.join(work, running), 'still being written');
    try {
      process.kill(handle.server.pid, 'SIGKILL');
      await handle.restart();
      expect(readdirSync(work)).toEqual([running]);
    } finally {
      for (const req of held) req.destroy();
      rmSync(path.join(work, running), { force: true });
    }
  });

  /** Sends a multipart upload's fields and the first 256 KB of its file, then nothing more: an upload in flight. */
  function holdUpload(target: string, fields: Record<string, string>, fileField: string, token: string) {
    const boundary = `----held${Date.now()}`;
    const head = Buffer.from(
      [
        ...Object.entries(fields).map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="yarim.png"\r\nContent-Type: image/png\r\n\r\n`,
      ].join(''),
    );
    const req = request(target, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 8 * MB),
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
    });
    // The connection ends with the server: nothing to answer.
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(256 * 1024, 0x61));
    return req;
  }
});

describe('uploads: images are decoded and re-encoded', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(url);
  });
  const stored = async (res: Awaited<ReturnType<typeof upload>>) => {
    expect(res.status, res.text).toBe(201);
    return Buffer.from(await (await fetch(url + res.json.url)).arrayBuffer());
  };

  it('an SVG with a script, named .png, is refused as not an image (REST and GraphQL)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>',
    );
    expect((await upload('logo.png', svg, token)).json).toMatchObject({ field: 'file', reason: 'FILE_NOT_AN_IMAGE' });
    const res = await gqlUpload(
      url,
      'mutation($file: Upload!) { uploadImage(type: blog, file: $file) }',
      { file: null },
      { 'variables.file': [new Blob([svg]), 'logo.png'] },
      token,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ field: 'file', reason: 'FILE_NOT_AN_IMAGE' });
  });

  it('a JPEG comes back without its EXIF (GPS), turned as its orientation said', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c05621' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefon' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 53/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 47/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('Telefon')).toBe(true);
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]; // the GPS IFD pointer, either byte order
    expect(gpsTag.some((tag) => before.exif?.includes(tag))).toBe(true);
    const after = await sharp(await stored(await upload('konum.jpg', jpeg, token))).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('bytes appended after a PNG are gone', async () => {
    const payload = '<script>alert(1)</script>';
    const back = await stored(await upload('ek.png', Buffer.concat([PNG, Buffer.from(payload)]), token));
    expect((await sharp(back).metadata()).format).toBe('png');
    expect(back.includes(payload)).toBe(false);
    expect(back.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('an image above 50 megapixels (16000 x 16000) is refused with IMAGE_TOO_LARGE', async () => {
    const huge = form({ type: 'general', file: [new Blob([new Uint8Array(hugePng(16000, 16000))]), 'dev.png'] });
    const tr = await rest(url, 'POST', '/api/upload', huge, token);
    expect(tr.status).toBe(400);
    expect(tr.json).toMatchObject({
      field: 'file',
      reason: 'IMAGE_TOO_LARGE',
      message: 'Görselin piksel sayısı çok büyük (en fazla 50 megapiksel).',
    });
    const en = await rest(url, 'POST', '/api/upload?lang=en', huge, token);
    expect(en.json).toMatchObject({ reason: 'IMAGE_TOO_LARGE', message: 'The image has too many pixels (at most 50 megapixels).' });
  });
});

describe('uploads: files other than images are served as downloads', () => {
  it('every static path of a non-image kind and every download route: attachment and nosniff', async () => {
    const { UPLOAD_KINDS, isImageKind } = await import(`${root}/dist/server/files/storage.js`);
    const documents = (await rest(url, 'GET', '/api/documents')).json.data;
    const applications = (await rest(url, 'GET', '/api/applications')).json.data;
    const staticPaths: string[] = [
      ...documents.flatMap((d: any) => [d.file_path_tr, d.file_path_en]),
      ...applications.map((a: any) => a.file_path),
    ].filter(Boolean);
    for (const kind of Object.values<{ url: string | null; extensions: string[] }>(UPLOAD_KINDS)) {
      if (kind.url && !isImageKind(kind))
        expect(
          staticPaths.some((p) => p.startsWith(`${kind.url}/`)),
          kind.url,
        ).toBe(true);
    }
    for (const p of staticPaths) {
      const res = await fetch(url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-disposition'), p).toBe(`attachment; filename="${path.basename(p)}"`);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
    }

    const products = (await gql(url, '{ products { files { downloadUrl } } }')).data.products;
    const productFiles: string[] = products.flatMap((p: any) => p.files.map((f: any) => f.downloadUrl));
    expect(productFiles.length).toBeGreaterThan(0);
    const downloads: string[] = [
      ...documents.flatMap((d: any) => [d.download_url_tr, d.download_url_en]),
      ...applications.map((a: any) => a.download_url),
      ...productFiles,
    ].filter(Boolean);
    for (const d of downloads) {
      const res = await fetch(url + d);
      expect(res.status, d).toBe(200);
      expect(res.headers.get('content-disposition'), d).toMatch(/^attachment; filename=\S/);
      expect(res.headers.get('x-content-type-options'), d).toBe('nosniff');
    }
  });
});

/** A real grey-scale PNG (1 bit per pixel) of the given size: small on disk, large in pixels. */
function hugePng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  return Buffer.concat([PNG.subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
