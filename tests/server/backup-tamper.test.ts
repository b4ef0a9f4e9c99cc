// A backup archive restores only as `npm run backup` wrote it: its manifest lists the checksum of every other part and
// is signed with the backup key kept beside the JWT secret (never in the archive). A changed password hash, an
// injected script, deleted audit rows, an added file, a changed manifest or another key: `npm run restore` refuses,
// names what changed, and leaves DATA_DIR and the database as they were.
import { execFile } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, removeDir, root, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const run = promisify(execFile);
const tool = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, [`dist/server/tools/${name}.js`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });

describe('a tampered backup is refused', () => {
  let scratch: ScratchDatabase | undefined;
  let source: RunningServer;
  const work = mkdtempSync(path.join(tmpdir(), 'backup-tamper-'));
  const archive = path.join(work, 'site.tar.gz');

  beforeAll(async () => {
    scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    source = await startServer({ env: scratch ? { DATABASE_URL: scratch.url } : {} });
    // A sign-in writes an audit row, so the log has rows to delete.
    const token = await loginToken(source.url, ADMIN.username, ADMIN.password);
    expect((await gql(source.url, '{ blogs(take: 1) { id } }', {}, token)).data.blogs.length).toBe(1);
    await tool('backup', [archive], { DATA_DIR: source.dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  });

  afterAll(async () => {
    await source?.stop();
    if (source) removeDir(source.dataDir);
    await scratch?.drop();
    removeDir(work);
  });

  /** The archive, extracted, changed by `change`, and packed again as a tampering visitor would. */
  async function tampered(name: string, change: (dir: string) => void): Promise<string> {
    const dir = path.join(work, name);
    mkdirSync(dir);
    await tar.x({ file: archive, cwd: dir });
    change(dir);
    const out = path.join(work, `${name}.tar.gz`);
    await tar.c({ gzip: true, cwd: dir, portable: true, file: out }, readdirSync(dir));
    rmSync(dir, { recursive: true });
    return out;
  }

  /** Restores into a fresh DATA_DIR holding the source's key (unless `withKey` is false): the refusal's message. */
  async function refusal(file: string, withKey = true): Promise<string> {
    const dataDir = tempDataDir();
    try {
      if (withKey) copyFileSync(path.join(source.dataDir, 'backup-key'), path.join(dataDir, 'backup-key'));
      const refused = await tool('restore', [file], { DATA_DIR: dataDir }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused?.code, `restored ${path.basename(file)}`).toBe(1);
      // Nothing of it was kept: no file, no database (the embedded one is made only after the archive verifies).
      expect(readdirSync(dataDir).filter((f) => !['backup-key', 'jwt-secret'].includes(f))).toEqual([]);
      return refused!.stderr;
    } finally {
      removeDir(dataDir);
    }
  }

  const editLines = (file: string, edit: (lines: string[]) => string[]) =>
    writeFileSync(file, `${edit(readFileSync(file, 'utf8').trimEnd().split('\n')).join('\n')}\n`);

  it('the genuine archive verifies and restores', async () => {
    const dataDir = tempDataDir();
    try {
      copyFileSync(path.join(source.dataDir, 'backup-key'), path.join(dataDir, 'backup-key'));
      expect((await tool('restore', [archive], { DATA_DIR: dataDir })).stdout).toContain('Restored');
    } finally {
      removeDir(dataDir);
    }
    // Creating the embedded database and loading every row: minutes on a busy machine.
  }, 300_000);

  it('a changed password hash, an injected script, deleted audit rows: the changed table is named', async () => {
    const hash = await tampered('password', (dir) =>
      editLines(path.join(dir, 'database/admin_user.ndjson'), (lines) =>
        lines.map((l) =>
          JSON.stringify({ ...JSON.parse(l), password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA' }),
        ),
      ),
    );
    expect(await refusal(hash)).toMatch(/changed: database\/admin_user\.ndjson/);

    const script = await tampered('script', (dir) =>
      editLines(path.join(dir, 'database/blog.ndjson'), (lines) =>
        lines.map((l, i) =>
          i ? l : JSON.stringify({ ...JSON.parse(l), content_tr: '<p>Merhaba</p><script>alert(document.cookie)</script>' }),
        ),
      ),
    );
    expect(await refusal(script)).toMatch(/changed: database\/blog\.ndjson/);

    const audit = await tampered('audit', (dir) =>
      editLines(path.join(dir, 'database/audit_entry.ndjson'), (lines) => {
        expect(lines.length).toBeGreaterThan(1);
        return lines.slice(0, 1);
      }),
    );
    expect(await refusal(audit)).toMatch(/changed: database\/audit_entry\.ndjson/);
  });

  it('an added file or a missing one is named', async () => {
    const added = await tampered('added', (dir) => {
      mkdirSync(path.join(dir, 'uploads/blogs'), { recursive: true });
      writeFileSync(path.join(dir, 'uploads/blogs/evil.svg'), '<svg onload="alert(1)"/>');
    });
    expect(await refusal(added)).toMatch(/added: uploads\/blogs\/evil\.svg/);
    const missing = await tampered('missing', (dir) => rmSync(path.join(dir, 'jwt-secret')));
    expect(await refusal(missing)).toMatch(/missing: jwt-secret/);
  });

  it('a changed manifest (its checksums made to match), no signature, or another key: refused', async () => {
    const manifest = await tampered('manifest', (dir) => {
      appendFileSync(path.join(dir, 'database/audit_entry.ndjson'), '');
      const file = path.join(dir, 'manifest.json');
      const parsed = JSON.parse(readFileSync(file, 'utf8'));
      parsed.tables = parsed.tables.map((t: { name: string; rows: number }) => (t.name === 'audit_entry' ? { ...t, rows: 0 } : t));
      writeFileSync(file, JSON.stringify(parsed, null, 2));
      writeFileSync(path.join(dir, 'database/audit_entry.ndjson'), '');
    });
    expect(await refusal(manifest)).toMatch(/does not verify: manifest\.json was changed/);
    const unsigned = await tampered('unsigned', (dir) => rmSync(path.join(dir, 'manifest.sig')));
    expect(await refusal(unsigned)).toMatch(/not signed/);
    // A fresh DATA_DIR generates its own key: the archive was not signed with it.
    expect(await refusal(archive, false)).toMatch(/another backup key/);
  });
});
