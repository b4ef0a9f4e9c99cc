// The editors of the load (tests/bench/load-core.ts): each signed in once, opens, saves and reads back its own product
// and blog post in turn. A save must show in the public read within the site's stale window: kept answers are served,
// marked stale, for up to 5 s after an edit while they are made again (server/cache/content-version.ts).
import { performance } from 'node:perf_hooks';
import type { LoadOptions, Recorder } from './load-core.js';
import { call, type Owned } from './load-site.js';

/** How long an acknowledged save may take to show in the public read: the stale window and a margin. */
const SHOWS_WITHIN_MS = 6_000;
const POLL_MS = 200;

/** Reads until `shown` holds or SHOWS_WITHIN_MS have passed; answers the last read. */
async function readBack(read: () => Promise<any>, shown: (data: any) => boolean): Promise<any> {
  const started = performance.now();
  for (;;) {
    const data = only(await read());
    if (shown(data) || performance.now() - started > SHOWS_WITHIN_MS) return data;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const RECORDS = {
  product: {
    read: 'AdminProduct',
    save: 'AdminUpdateProduct',
    readBack: 'SiteProductBySlug',
    field: 'shortDescription',
    input: ({ name, slug, category, shortDescriptionTr, shortDescriptionEn, longDescriptionTr, longDescriptionEn }: any) => ({
      name,
      slug,
      category,
      shortDescriptionTr,
      shortDescriptionEn,
      longDescriptionTr,
      longDescriptionEn,
    }),
  },
  blog: {
    read: 'AdminBlog',
    save: 'AdminUpdateBlog',
    readBack: 'SiteBlogBySlug',
    field: 'summary',
    input: ({ slug, titleTr, titleEn, summaryTr, summaryEn, contentTr, contentEn, image }: any) => ({
      slug,
      titleTr,
      titleEn,
      summaryTr,
      summaryEn,
      contentTr,
      contentEn,
      image,
    }),
  },
};
type RecordType = keyof typeof RECORDS;
const only = (data: any) => Object.values(data)[0] as any;
const short = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}...` : text);

/** One editor, signed in once: opens, saves and reads back its own product and blog post in turn. */
export async function runWriter(
  options: LoadOptions,
  ops: Map<string, string>,
  owned: Record<RecordType, Owned>,
  token: string,
  deadline: number,
  writer: number,
  recorder: Recorder,
) {
  const timed = <T>(kind: string, work: () => Promise<T>) => recorder.timed(kind, `writer ${writer}`, work);
  // Per record: the last acknowledged value, and values sent since whose outcome is unknown (the request failed).
  const state = { product: { acked: '', unknown: [] as string[] }, blog: { acked: '', unknown: [] as string[] } };
  let saves = 0;
  let lost = 0;
  const value = (type: RecordType, data: any) => `${data[`${RECORDS[type].field}Tr`]} | ${data[`${RECORDS[type].field}En`]}`;
  for (let n = 1; performance.now() < deadline; n++) {
    const type: RecordType = n % 2 ? 'product' : 'blog';
    const spec = RECORDS[type];
    const { id, slug } = owned[type];
    try {
      const current = only(await timed('admin read', () => call(options, ops, spec.read, { id }, token)));
      const input = {
        ...spec.input(current),
        [`${spec.field}Tr`]: `Yük testi: yazar ${writer}, kayıt ${n}`,
        [`${spec.field}En`]: `Load test: writer ${writer}, save ${n}`,
      };
      const sent = value(type, input);
      state[type].unknown.push(sent);
      const saved = only(await timed('admin save', () => call(options, ops, spec.save, { id, input }, token)));
      saves += 1;
      state[type] = { acked: value(type, saved), unknown: [] };
      if (value(type, saved) !== sent) {
        lost += 1;
        recorder.fail(`writer ${writer} ${type} ${id}: the save answered ${short(value(type, saved))} for ${sent}`);
      }
      const read = await readBack(
        () => timed('admin read-back', () => call(options, ops, spec.readBack, { slug })),
        (data) => value(type, data) === sent,
      );
      if (value(type, read) !== sent) {
        lost += 1;
        recorder.fail(
          `writer ${writer} ${type} ${id}: read back ${short(value(type, read))} for ${SHOWS_WITHIN_MS} ms after saving ${sent}`,
        );
      }
    } catch {
      // Already counted by `timed`; the editor tries again.
    }
    await new Promise((resolve) => setTimeout(resolve, options.savePauseMs));
  }
  // The end: every record, through the admin API and the public one, shows the last acknowledged save.
  for (const type of Object.keys(RECORDS) as RecordType[]) {
    const { acked, unknown } = state[type];
    if (!acked && !unknown.length) continue;
    const spec = RECORDS[type];
    for (const [name, variables, auth] of [
      [spec.read, { id: owned[type].id }, token],
      [spec.readBack, { slug: owned[type].slug }, undefined],
    ] as const) {
      const shown = (data: any) => value(type, data) === acked || unknown.includes(value(type, data));
      const found = value(type, await readBack(() => timed('admin read-back', () => call(options, ops, name, variables, auth)), shown));
      if (found !== acked && !unknown.includes(found)) {
        lost += 1;
        recorder.fail(`writer ${writer} ${type} ${owned[type].id}: ${name} shows ${short(found)} at the end, last saved ${acked}`);
      }
    }
  }
  return { saves, lost };
}
