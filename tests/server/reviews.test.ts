// Review before publishing, with a real SMTP server: an author's draft goes to the queue and the reviewers' mail; a
// reviewer sends it back with a note (mailed to the author) or approves it (published now, or at the time asked for);
// what visitors see reaches them through a reviewer only; every step is the record's conversation and in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, type GraphQLResponse } from '../helpers/graphql.js';
import { Mailbox } from '../helpers/mailbox.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const PASSWORD = 'kule saat mavi seksen üç';
const REQUEST = 'mutation($i: RequestReviewInput!) { requestReview(input: $i) { state steps { step note adminName } } }';
const APPROVE = 'mutation($t: ReviewableType!, $id: Int!) { approveReview(entityType: $t, id: $id) { state } }';
const CHANGES = 'mutation($t: ReviewableType!, $id: Int!, $n: String!) { requestChanges(entityType: $t, id: $id, note: $n) { state } }';
const QUEUE = '{ reviewQueue { entityType id name request { note adminName createdAt } } }';
const errorOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions;

describe('review before publishing', () => {
  const mailbox = new Mailbox();
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  const as = {} as Record<'admin' | 'editor' | 'author', string>;

  beforeAll(async () => {
    await mailbox.start();
    handle = await startIsolatedServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'site@example.com', MAIL_RETRY_DELAY: '200ms' });
    url = handle.server.url;
    const hash = (await import('argon2')).hash;
    const passwordHash = await hash(PASSWORD);
    for (const [username, role, language] of [
      ['editor', 'EDITOR', 'tr'],
      ['author', 'AUTHOR', 'en'],
    ] as const) {
      await handle.sql(
        `insert into admin_user (username, status, email, display_name, language, password_hash, token_version, role)
         values ($1::varchar, 'ACTIVE', $1::varchar || '@example.com', initcap($1::varchar), $2, $3, 0, $4)`,
        [username, language, passwordHash, role],
      );
    }
    as.admin = await loginToken(url, ADMIN.username, ADMIN.password);
    as.editor = await loginToken(url, 'editor', PASSWORD);
    as.author = await loginToken(url, 'author', PASSWORD);
  });
  afterAll(async () => {
    await handle?.stop();
    await mailbox.stop();
  });

  const draftProduct = async (name: string) =>
    (
      await gql(
        url,
        'mutation($i: ProductInput!) { createProduct(input: $i) { id status } }',
        { i: { name, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' } },
        as.author,
      )
    ).data.createProduct as { id: number; status: string };

  it('an author asks, the editor is mailed and sees it queued, sends it back with a note, then approves: it is public', async () => {
    const product = await draftProduct('İncelemeli Sayaç');
    expect(product.status).toBe('DRAFT');
    const asked = await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id, note: 'Lütfen bakın' } }, as.author);
    expect(asked.data.requestReview).toMatchObject({
      state: 'REQUESTED',
      steps: [{ step: 'REQUESTED', note: 'Lütfen bakın', adminName: 'Author' }],
    });

    const mail = await mailbox.latest('editor@example.com');
    expect(mail.subject).toBe('Enerji Teknoloji: “İncelemeli Sayaç” incelemenizi bekliyor');
    expect(mail.text).toContain('Author, “İncelemeli Sayaç” taslağını incelemeniz için gönderdi.');
    expect(mail.text).toContain('Not: Lütfen bakın');
    expect(mail.text).toContain(`/admin/product/${product.id}`);

    const queue = (await gql(url, QUEUE, {}, as.editor)).data.reviewQueue;
    expect(queue).toEqual([
      expect.objectContaining({
        entityType: 'PRODUCT',
        id: product.id,
        name: 'İncelemeli Sayaç',
        request: expect.objectContaining({ note: 'Lütfen bakın', adminName: 'Author' }),
      }),
    ]);
    expect(errorOf(await gql(url, QUEUE, {}, as.author))).toMatchObject({ code: 'FORBIDDEN', operation: 'reviewQueue' });
    expect(errorOf(await gql(url, APPROVE, { t: 'PRODUCT', id: product.id }, as.author))).toMatchObject({
      code: 'FORBIDDEN',
      operation: 'approveReview',
    });

    expect(
      (await gql(url, CHANGES, { t: 'PRODUCT', id: product.id, n: 'Kısa açıklamayı genişletin' }, as.editor)).data.requestChanges.state,
    ).toBe('CHANGES_REQUESTED');
    const back = await mailbox.latest('author@example.com');
    expect(back.subject).toBe('Enerji Teknoloji: changes asked for “İncelemeli Sayaç”');
    expect(back.text).toContain('Note: Kısa açıklamayı genişletin');
    expect((await gql(url, QUEUE, {}, as.editor)).data.reviewQueue).toEqual([]);
    // Nothing waits now: approving is a conflict, and nothing changes.
    expect(errorOf(await gql(url, APPROVE, { t: 'PRODUCT', id: product.id }, as.editor))).toMatchObject({
      code: 'CONFLICT',
      reason: 'NOT_PENDING',
    });

    await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id, note: 'Genişlettim' } }, as.author);
    expect((await gql(url, APPROVE, { t: 'PRODUCT', id: product.id }, as.editor)).data.approveReview.state).toBe('APPROVED');
    expect((await rest(url, 'GET', `/api/product/${product.id}`)).status).toBe(200);
    const steps = (
      await gql(
        url,
        'query($id: Int!) { review(entityType: PRODUCT, id: $id) { steps { step adminName } } }',
        { id: product.id },
        as.author,
      )
    ).data.review.steps;
    expect(steps.map((s: { step: string }) => s.step)).toEqual(['REQUESTED', 'CHANGES_REQUESTED', 'REQUESTED', 'APPROVED']);
    const log = (
      await gql(url, '{ auditEntries(filter: { entityType: "Product" }, take: 4) { action adminUsername fields } }', {}, as.admin)
    ).data.auditEntries;
    expect(log.map((e: { action: string; adminUsername: string }) => `${e.action} ${e.adminUsername}`)).toEqual([
      'publish editor',
      'review author',
      'review editor',
      'review author',
    ]);
    // Published, it is no author's any more.
    expect(errorOf(await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id } }, as.author))).toMatchObject({
      reason: 'NOT_A_DRAFT',
    });
  });

  it('a time asked for schedules the publication; a post that lacks what it needs stays a draft, with nothing recorded', async () => {
    const product = await draftProduct('Zamanlı Sayaç');
    const at = new Date(Date.now() + 3600_000).toISOString();
    await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id, publishAt: at } }, as.author);
    await gql(url, APPROVE, { t: 'PRODUCT', id: product.id }, as.editor);
    const scheduled = (await gql(url, 'query($id: Int!) { product(id: $id) { status publishedAt } }', { id: product.id }, as.editor)).data
      .product;
    expect(scheduled).toEqual({ status: 'SCHEDULED', publishedAt: at });

    const post = (
      await gql(
        url,
        'mutation($i: BlogInput!) { createBlog(input: $i) { id status } }',
        {
          i: {
            titleTr: 'Görselsiz yazı',
            titleEn: 'No image',
            summaryTr: 'Ö',
            summaryEn: 'S',
            contentTr: '<p>İ</p>',
            contentEn: '<p>C</p>',
          },
        },
        as.author,
      )
    ).data.createBlog;
    await gql(url, REQUEST, { i: { entityType: 'BLOG', id: post.id } }, as.author);
    expect(errorOf(await gql(url, APPROVE, { t: 'BLOG', id: post.id }, as.editor))).toMatchObject({ reason: 'REQUIRED_TO_PUBLISH' });
    const review = (await gql(url, 'query($id: Int!) { review(entityType: BLOG, id: $id) { state } }', { id: post.id }, as.editor)).data
      .review;
    expect(review.state).toBe('REQUESTED');
    expect((await gql(url, 'query($id: Int!) { blog(id: $id) { status } }', { id: post.id }, as.editor)).data.blog.status).toBe('DRAFT');
  });

  it('documents and applications have no draft to review; a note too long, a time past are refused', async () => {
    expect(errorOf(await gql(url, REQUEST, { i: { entityType: 'DOCUMENT', id: 1 } }, as.author))).toMatchObject({ reason: 'NOT_A_DRAFT' });
    const product = await draftProduct('Notlu Sayaç');
    expect(
      errorOf(await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id, note: 'x'.repeat(2001) } }, as.author)),
    ).toMatchObject({
      field: 'note',
      reason: 'TOO_LONG',
    });
    expect(
      errorOf(await gql(url, REQUEST, { i: { entityType: 'PRODUCT', id: product.id, publishAt: '2020-01-01T00:00:00Z' } }, as.author)),
    ).toMatchObject({ field: 'publishAt', reason: 'IN_THE_PAST' });
    expect(errorOf(await gql(url, CHANGES, { t: 'PRODUCT', id: product.id, n: ' ' }, as.editor))).toMatchObject({
      field: 'note',
      reason: 'REQUIRED',
    });
  });
});
