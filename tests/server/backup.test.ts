// `npm run backup` writes one archive with the database and every uploaded file; `npm run
// restore` into a fresh DATA_DIR (embedded) or an empty PostgreSQL database gives the same site, files and admin.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { pdfBlob, pngBlob } from '../helpers/rest.js';
import { ADMIN, removeDir, root, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const run = promisify(execFile);
const PUBLIC_URL = 'http://site.example';

/** A PostgreSQL server to restore into: DATABASE_URL (CI's second pass), or one answering on 127.0.0.1:5432. */
const postgresUrl = await (async () => {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
})();

function tool(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(process.execPath, [`dist/server/tools/${name}.js`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

/** Every file under dir (uploads in progress aside) with its SHA-256. */
function checksums(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !path.relative(dir, file).startsWith('.tmp'))
      out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

/** The archive's manifest (without its time) and every database file's text. */
async function archiveContents(archive: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-x-'));
  try {
    await tar.x({ file: archive, cwd: dir });
    const { createdAt: _time, engine: _engine, ...manifest } = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    return { manifest, database: checksums(path.join(dir, 'database')) };
  } finally {
    removeDir(dir);
  }
}

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const required = (args: Array<{ type: TypeRef; defaultValue: string | null }>) =>
  args.some((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null);

/** Items a page when a paged list is read whole. */
const PAGE = 20;

/** Every query without required arguments, selecting every field reachable without arguments: derived from the schema. */
async function readEverything(url: string, token: string): Promise<Record<string, unknown>> {
  const schema = await gql(
    url,
    `{ __schema { queryType { name } types { name kind fields { name args { name type { ...T } defaultValue } type { ...T } } } } }
    fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`,
  );
  const types = new Map<string, any>(schema.data.__schema.types.map((t: any) => [t.name, t]));
  const selection = (typeName: string, depth: number): string => {
    const fields = types
      .get(typeName)
      .fields.filter((f: any) => !required(f.args))
      .map((f: any) => {
        const type = types.get(named(f.type).name!);
        if (type.kind !== 'OBJECT') return f.name;
        return depth < 3 ? `${f.name} { ${selection(type.name, depth + 1)} }` : '';
      });
    return fields.filter(Boolean).join(' ');
  };
  const reads: Record<string, unknown> = {};
  for (const field of types.get(schema.data.__schema.queryType.name).fields) {
    if (required(field.args)) continue;
    const type = types.get(named(field.type).name!);
    // A paged list is read page by page to its end (a list's cost grows with its take: all at once would be refused).
    const paged = ['take', 'skip'].every((name) => field.args.some((a: any) => a.name === name));
    let value: unknown = null;
    for (let skip = 0; ; skip += PAGE) {
      const call = paged ? `${field.name}(take: ${PAGE}, skip: ${skip})` : field.name;
      const res = await gql(url, `{ ${call}${type.kind === 'OBJECT' ? ` { ${selection(type.name, 1)} }` : ''} }`, {}, token);
      expect(res.errors, field.name).toBeUndefined();
      const page = res.data[field.name] ?? null;
      value = Array.isArray(page) ? [...((value as unknown[] | null) ?? []), ...page] : page;
      if (!paged || !Array.isArray(page) || page.length < PAGE) break;
    }
    // An administrator's file links carry a download grant signed when read: the same file's, whenever it is signed.
    reads[field.name] = JSON.parse(JSON.stringify(value).replace(/\?grant=[\w.-]+/g, '?grant=(signed)'));
  }
  return reads;
}

describe('backup and restore', () => {
  let scratch: ScratchDatabase | undefined;
  let source: RunningServer;
  let sourceEnv: Record<string, string>;
  let token: string;
  let reads: Record<string, unknown>;
  let imagePath: string;
  const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  const archive = path.join(work, 'site.tar.gz');

  beforeAll(async () => {
    // The source: a PostgreSQL scratch database in CI's second pass, the embedded database otherwise.
    scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    sourceEnv = { PUBLIC_URL, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    source = await startServer({ env: sourceEnv });
    const url = source.url;
    token = await loginToken(url, ADMIN.username, ADMIN.password);
    const image = await gqlUpload(
      url,
      'mutation($f: Upload!) { uploadImage(file: $f, type: product) }',
      {},
      { 'variables.f': [pngBlob(), 'ürün.png'] },
      token,
    );
    const product = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id imageUrl } }',
      {
        input: {
          name: 'Yedek Ölçer',
          category: 'energy',
          image: image.data.uploadImage,
          shortDescriptionTr: 'Kısa',
          shortDescriptionEn: 'Short',
          specGroups: [
            { nameTr: 'Güç', nameEn: 'Power', specs: [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '230 V', valueEn: '230 V' }] },
          ],
        },
      },
      token,
    );
    expect(product.errors).toBeUndefined();
    imagePath = product.data.createProduct.imageUrl;
    const file = await gqlUpload(
      url,
      'mutation($p: Int!, $f: Upload!) { addProductFile(productId: $p, file: $f, fileTypeTr: "Katalog", fileTypeEn: "Catalogue") { id } }',
      { p: product.data.createProduct.id },
      { 'variables.f': [pdfBlob('yedek'), 'katalog.pdf'] },
      token,
    );
    expect(file.errors).toBeUndefined();
    const blogs = await gql(url, '{ blogs(take: 1) { id } }');
    expect((await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: blogs.data.blogs[0].id }, token)).data.deleteBlog).toBe(
      true,
    );
    const contact = await gql(url, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { status } }', {
      i: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Yedekten sonra da burada' },
    });
    expect(contact.data.sendContactMessage.status).toBe('success');
    reads = await readEverything(url, token);

    // While the server runs: the embedded database is read through its socket.
    const { stdout } = await tool('backup', [archive], { DATA_DIR: source.dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    expect(stdout).toContain('Backup written');
  });

  afterAll(async () => {
    await source?.stop();
    if (source) removeDir(source.dataDir);
    await scratch?.drop();
    removeDir(work);
  });

  async function restoreAndCompare(target: { DATABASE_URL?: string }) {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, ...target } as Record<string, string>;
    let restored: RunningServer | undefined;
    // The operator's step: the backup key of the site that made the archive, beside the JWT secret (never in it).
    copyFileSync(path.join(source.dataDir, 'backup-key'), path.join(dataDir, 'backup-key'));
    try {
      expect((await tool('restore', [archive], env)).stdout).toContain('Restored');
      // Every row and sequence: a backup of the restored data holds the same database files.
      const again = path.join(work, `again-${path.basename(dataDir)}.tar.gz`);
      await tool('backup', [again], env);
      expect(await archiveContents(again)).toEqual(await archiveContents(archive));

      expect(checksums(path.join(dataDir, 'uploads'))).toEqual(checksums(path.join(source.dataDir, 'uploads')));
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(readFileSync(path.join(source.dataDir, 'jwt-secret'), 'utf8'));

      // Without ADMIN_PASSWORD a missing account would be created with a printed password: the restored one is used.
      restored = await startServer({ dataDir, env: { PUBLIC_URL, ADMIN_PASSWORD: '', ...target } });
      expect(restored.output()).not.toContain('Password:');
      // The same secret and sessions: the token issued before the backup still reads everything, identically.
      expect(await readEverything(restored.url, token)).toEqual(reads);
      const [before, after] = await Promise.all([fetch(source.url + imagePath), fetch(restored.url + imagePath)]);
      expect(after.status).toBe(200);
      expect(Buffer.from(await after.arrayBuffer())).toEqual(Buffer.from(await before.arrayBuffer()));
      await expect(loginToken(restored.url, ADMIN.username, ADMIN.password)).resolves.toBeTruthy();
      await restored.stop();

      // Only into a fresh DATA_DIR or an empty database.
      const refused = await tool('restore', [archive], env).then(
        () => null,
        (e) => e,
      );
      expect(refused?.code).toBe(1);
      expect(refused.stderr).toMatch(/fresh DATA_DIR|not empty/);
    } finally {
      await restored?.stop();
      removeDir(dataDir);
    }
  }

  it('the archive holds the database, every uploaded file and the JWT secret, and no more', async () => {
    const names: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
    const files = Object.keys(checksums(path.join(source.dataDir, 'uploads'))).map((f) => `uploads/${f}`);
    expect(files.length).toBeGreaterThan(3);
    expect(names.filter((n) => n.startsWith('uploads/')).sort()).toEqual(files.sort());
    expect(names).toContain('jwt-secret');
    expect(names).toContain('manifest.json');
    expect(names).toContain('manifest.sig');
    expect(names).not.toContain('backup-key');
    expect(names.filter((n) => n.startsWith('database/') && n.endsWith('.ndjson')).length).toBeGreaterThan(5);
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });

  it('restores into a fresh DATA_DIR with the embedded database', async () => {
    await restoreAndCompare({});
  });

  it.runIf(postgresUrl)('restores into an empty database on a PostgreSQL server', async () => {
    const target = await createScratchDatabase(postgresUrl!);
    try {
      await restoreAndCompare({ DATABASE_URL: target.url });
    } finally {
      await target.drop();
    }
  });
});
