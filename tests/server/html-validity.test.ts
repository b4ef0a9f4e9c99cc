// Every kind of public page, in both languages, as the server sends it, through the Nu HTML Checker (vnu.jar, the W3C
// validator's engine): one Java run over all the saved pages.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';

const url = inject('serverUrl');
// The package exports the jar's path (as a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function javaPresent(): boolean {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('public pages are valid HTML', () => {
  it('home (with its contact section), products and a category, a product, blog and a post, resources, a solution, search and the not-found page, in Turkish and English: no error from the Nu HTML Checker', async () => {
    // CI installs a Java runtime when the machine has none (.ci/run).
    expect(javaPresent(), 'a Java runtime (java on PATH) runs the Nu HTML Checker: apt-get install default-jre-headless').toBe(true);
    const { data } = await gql(url, '{ products(take: 1) { slug category } blogs(take: 1) { slug } }');
    const [product] = data.products;
    const [post] = data.blogs;
    const paths = [
      '/',
      '/products',
      `/products?category=${product.category}`,
      `/products/${product.slug}`,
      '/blog',
      `/blog/${post.slug}`,
      '/resources',
      '/resources?tab=documents',
      '/resources?tab=applications',
      '/solutions/smart-energy-management',
      '/search?q=enerji',
      '/sayfa-bulunamadi',
    ];
    const files = new Map<string, string>();
    for (const lang of ['tr', 'en']) {
      for (const page of paths) {
        const address = `${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
        const res = await fetch(`${url}${address}`);
        expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
        const file = path.join(dir, `${files.size}.html`);
        writeFileSync(file, await res.text());
        files.set(file, address);
      }
    }
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      maxBuffer: 64 << 20,
    });
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => `${files.get(new URL(m.url).pathname) ?? m.url}:${m.lastLine ?? ''} ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
  }, 180_000);
});
