// An administrator's download link to a draft's file (its ?grant=) works only while the sign-in it was given to
// lasts: logout ends it, and so does a password change (npm run admin:password), not only its hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { pdfBlob } from '../helpers/rest.js';
import { ADMIN, removeDir, setAdminPassword, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const NEW_PASSWORD = 'a-brand-new-password-789';

describe('a download grant ends with the sign-in it was given to', () => {
  const dataDir = tempDataDir();
  let scratch: ScratchDatabase | undefined;
  let env: Record<string, string>;
  let server: RunningServer;
  let fileId: number;
  /** The link an administrator's read of the draft's files gives, with this token. */
  const linkFor = async (token: string): Promise<string> => {
    const res = await gql(server.url, 'query($id: Int!) { productFiles(productId: $id) { id downloadUrl } }', { id: productId }, token);
    const link: string = res.data.productFiles.find((f: { id: number }) => f.id === fileId).downloadUrl;
    expect(link).toMatch(new RegExp(`^/api/download/${fileId}\\?grant=`));
    return link;
  };
  const status = async (link: string) => (await fetch(server.url + link)).status;
  let productId: number;

  beforeAll(async () => {
    scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    env = scratch ? { DATABASE_URL: scratch.url } : {};
    server = await startServer({ env, dataDir, startTimeoutMs: 200_000 });
    const token = await loginToken(server.url, ADMIN.username, ADMIN.password);
    const created = await gql(
      server.url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      {
        input: { name: 'Taslak Cihaz', category: 'energy', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short', draft: true },
      },
      token,
    );
    productId = created.data.createProduct.id;
    const file = await gqlUpload(
      server.url,
      'mutation($id: Int!, $file: Upload!) { addProductFile(productId: $id, file: $file, fileTypeTr: "Föy", fileTypeEn: "Sheet") { id } }',
      { id: productId, file: null },
      { 'variables.file': [pdfBlob('taslak'), 'taslak.pdf'] },
      token,
    );
    fileId = file.data.addProductFile.id;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
    await scratch?.drop();
  });

  it("logout: that sign-in's links stop working; another sign-in's go on", async () => {
    const [first, second] = [
      await loginToken(server.url, ADMIN.username, ADMIN.password),
      await loginToken(server.url, ADMIN.username, ADMIN.password),
    ];
    const [firstLink, secondLink] = [await linkFor(first), await linkFor(second)];
    expect([await status(firstLink), await status(secondLink)]).toEqual([200, 200]);
    const out = await gql(server.url, 'mutation { logout }', {}, first);
    expect(out.data).toEqual({ logout: true });
    expect([await status(firstLink), await status(secondLink)]).toEqual([404, 200]);
  });

  it("a password change: every earlier link stops working; a new sign-in's works", async () => {
    const link = await linkFor(await loginToken(server.url, ADMIN.username, ADMIN.password));
    expect(await status(link)).toBe(200);
    await server.stop(); // the embedded database has one owner at a time
    const changed = await setAdminPassword(dataDir, env, NEW_PASSWORD);
    expect(changed.code, changed.output).toBe(0);
    server = await startServer({ env, dataDir, startTimeoutMs: 200_000 });
    expect(await status(link)).toBe(404);
    expect(await status(await linkFor(await loginToken(server.url, ADMIN.username, NEW_PASSWORD)))).toBe(200);
  }, 300_000);
});
