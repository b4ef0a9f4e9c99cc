// Documents and applications have drafts, as products and posts: visitors see one from its publication on, through
// every public path (GraphQL, REST, its download, the site search, the sitemap's dates); the admin sees and downloads
// it (a granted link); an author drafts them, asks for review, and an editor's approval publishes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, gqlUpload, loginToken, type GraphQLResponse } from '../helpers/graphql.js';
import { form, pdfBlob, rest } from '../helpers/rest.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const errorOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions;
const DOC_FIELDS = 'id status publishedAt downloadUrlTr downloadUrlEn';
const CREATE_DOC = `mutation($i: DocumentInput!, $f: Upload!) { createDocument(input: $i, fileTr: $f) { ${DOC_FIELDS} } }`;
const CREATE_APP = 'mutation($i: ApplicationInput!, $f: Upload!) { createApplication(input: $i, file: $f) { id status downloadUrl } }';
const zipBlob = () => new Blob(['PK\x03\x04zip']);

describe('drafts of documents and applications', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  const tokens: Record<string, string> = {};

  const as = (who: string, query: string, variables: Record<string, unknown> = {}) => gql(url, query, variables, tokens[who]);
  const createDocument = (who: string, nameTr: string, draft?: boolean) =>
    gqlUpload(url, CREATE_DOC, { i: { nameTr, draft }, f: null }, { 'variables.f': [pdfBlob(nameTr), `${nameTr}.pdf`] }, tokens[who]);
  /** What a visitor finds of a document: GraphQL list, count and item, REST list and item, its download, the site search. */
  const seenByVisitors = async (id: number, name: string) => {
    const list = await gql(url, '{ documents(take: 100) { id } documentCount }');
    const one = await gql(url, 'query($id: Int!) { document(id: $id) { id } }', { id });
    const restList = await rest(url, 'GET', '/api/documents?limit=100');
    const restOne = await rest(url, 'GET', `/api/document/${id}`);
    const download = await fetch(`${url}/api/download_document/${id}/tr`);
    const found = await gql(url, 'query($q: String!) { search(query: $q) { items { kind id } } }', { q: name });
    return {
      list: list.data.documents.some((d: { id: number }) => d.id === id),
      item: one.data.document !== null,
      rest: restList.json.data.some((d: { id: number }) => d.id === id),
      restItem: restOne.status,
      download: download.status,
      search: found.data.search.items.some((h: { kind: string; id: number }) => h.kind === 'document' && h.id === id),
    };
  };
  const HIDDEN = { list: false, item: false, rest: false, restItem: 404, download: 404, search: false };
  const SHOWN = { list: true, item: true, rest: true, restItem: 200, download: 200, search: true };

  beforeAll(async () => {
    handle = await startIsolatedServer();
    url = handle.server.url;
    for (const role of ['EDITOR', 'AUTHOR']) {
      await handle.sql(
        `insert into admin_user (username, status, email, display_name, language, password_hash, token_version, role)
         select $1::varchar, 'ACTIVE', $1 || '@example.com', initcap($1), 'tr', password_hash, 0, $2 from admin_user where username = $3`,
        [role.toLowerCase(), role, ADMIN.username],
      );
      tokens[role] = await loginToken(url, role.toLowerCase(), ADMIN.password);
    }
    tokens.ADMINISTRATOR = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => handle?.stop());

  it('what existed before drafts stays published', async () => {
    const all = await as('ADMINISTRATOR', '{ documents(take: 100) { status } applications(take: 100) { status } }');
    expect(all.data.documents.length).toBeGreaterThan(0);
    expect([...all.data.documents, ...all.data.applications].every((r: { status: string }) => r.status === 'PUBLISHED')).toBe(true);
    const counted = await gql(url, '{ documentCount applicationCount }');
    expect(counted.data).toEqual({ documentCount: all.data.documents.length, applicationCount: all.data.applications.length });
  });

  it('a draft document reaches no visitor by any path until it is published; the admin downloads it with a granted link', async () => {
    const created = await createDocument('ADMINISTRATOR', 'Taslakbelge Kılavuzu', true);
    expect(created.errors).toBeUndefined();
    const doc = created.data.createDocument;
    expect(doc).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(await seenByVisitors(doc.id, 'Taslakbelge')).toEqual(HIDDEN);
    expect((await as('ADMINISTRATOR', '{ documents(take: 100, status: DRAFT) { id } }')).data.documents).toEqual([{ id: doc.id }]);

    // The admin's link carries a grant for this document alone, which a plain link (no bearer token) is served with.
    expect(doc.downloadUrlTr).toMatch(new RegExp(`^/api/download_document/${doc.id}/tr\\?grant=`));
    const granted = await fetch(url + doc.downloadUrlTr);
    expect([granted.status, granted.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const other = (await createDocument('ADMINISTRATOR', 'Başka Taslak', true)).data.createDocument;
    const grant = doc.downloadUrlTr.split('?')[1];
    expect((await fetch(`${url}/api/download_document/${other.id}/tr?${grant}`)).status).toBe(404);

    const published = await as('ADMINISTRATOR', `mutation($id: Int!) { publishDocument(id: $id) { ${DOC_FIELDS} } }`, { id: doc.id });
    expect(published.data.publishDocument.status).toBe('PUBLISHED');
    expect(published.data.publishDocument.downloadUrlTr).toBe(`/api/download_document/${doc.id}/tr`);
    // Within seconds: answers kept before may be served while they are made again.
    await eventually(async () => expect(await seenByVisitors(doc.id, 'Taslakbelge')).toEqual(SHOWN));

    await as('ADMINISTRATOR', 'mutation($ids: [Int!]!) { bulkUnpublishDocuments(ids: $ids) }', { ids: [doc.id] });
    expect(await seenByVisitors(doc.id, 'Taslakbelge')).toEqual(HIDDEN);
  });

  it('a draft application is in no visitor list nor download; the old REST create still publishes', async () => {
    const draft = (
      await gqlUpload(
        url,
        CREATE_APP,
        { i: { name: 'Taslak Araç', draft: true }, f: null },
        { 'variables.f': [zipBlob(), 'a.zip'] },
        tokens.ADMINISTRATOR,
      )
    ).data.createApplication;
    expect(draft.status).toBe('DRAFT');
    const listed = async () => (await rest(url, 'GET', '/api/applications?limit=100')).json.data.map((a: { id: number }) => a.id);
    expect(await listed()).not.toContain(draft.id);
    expect((await gql(url, 'query($id: Int!) { application(id: $id) { id } }', { id: draft.id })).data.application).toBeNull();
    expect((await fetch(`${url}/api/download_application/${draft.id}`)).status).toBe(404);
    expect((await fetch(url + draft.downloadUrl)).status).toBe(200);

    const viaRest = await rest(
      url,
      'POST',
      '/api/applications',
      form({ name: 'REST Aracı', application: [zipBlob(), 'r.zip'] }),
      tokens.ADMINISTRATOR,
    );
    expect(viaRest.status, viaRest.text).toBe(201);
    await eventually(async () => expect(await listed()).toContain(viaRest.json.data.id));
  });

  it('an author drafts them over both APIs, edits and deletes drafts only, and an editor publishes through review', async () => {
    // Asked for published, over GraphQL or REST: a draft all the same.
    const doc = (await createDocument('AUTHOR', 'Yazarın Belgesi', false)).data.createDocument;
    expect(doc.status).toBe('DRAFT');
    const viaRest = await rest(url, 'POST', '/api/documents', form({ name: 'Yazar REST', file_tr: [pdfBlob(), 'y.pdf'] }), tokens.AUTHOR);
    expect(viaRest.status, viaRest.text).toBe(201);
    const app = (
      await gqlUpload(url, CREATE_APP, { i: { name: 'Yazarın Aracı' }, f: null }, { 'variables.f': [zipBlob(), 'y.zip'] }, tokens.AUTHOR)
    ).data.createApplication;
    expect(app.status).toBe('DRAFT');
    const statuses = await as('ADMINISTRATOR', 'query($d: Int!, $a: Int!) { document(id: $d) { status } application(id: $a) { status } }', {
      d: viaRest.json.data.id,
      a: app.id,
    });
    expect(statuses.data).toEqual({ document: { status: 'DRAFT' }, application: { status: 'DRAFT' } });

    const edit = 'mutation($id: Int!, $i: DocumentInput!) { updateDocument(id: $id, input: $i) { nameTr } }';
    expect((await as('AUTHOR', edit, { id: doc.id, i: { nameTr: 'Yazarın Belgesi 2' } })).data.updateDocument.nameTr).toBe(
      'Yazarın Belgesi 2',
    );
    expect(errorOf(await as('AUTHOR', 'mutation($id: Int!) { publishDocument(id: $id) { id } }', { id: doc.id }))).toMatchObject({
      code: 'FORBIDDEN',
      operation: 'publishDocument',
    });
    expect((await as('AUTHOR', 'mutation($id: Int!) { deleteApplication(id: $id) }', { id: app.id })).data.deleteApplication).toBe(true);

    // What visitors see is out of reach, and nothing changes.
    const shown = (await as('AUTHOR', '{ documents(take: 1, status: PUBLISHED) { id nameTr updatedAt } }')).data.documents[0];
    expect(errorOf(await as('AUTHOR', edit, { id: shown.id, i: { nameTr: 'Değişti' } }))).toMatchObject({ reason: 'NOT_A_DRAFT' });
    expect(errorOf(await as('AUTHOR', 'mutation($id: Int!) { deleteDocument(id: $id) }', { id: shown.id }))).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_A_DRAFT',
    });
    const restDelete = await rest(url, 'DELETE', `/api/document/${shown.id}`, undefined, tokens.AUTHOR);
    expect([restDelete.status, restDelete.json.code]).toEqual([403, 'FORBIDDEN']);
    const after = (await as('AUTHOR', 'query($id: Int!) { document(id: $id) { id nameTr updatedAt } }', { id: shown.id })).data.document;
    expect(after).toEqual(shown);

    // Review: the author asks, the editor sees it queued and approves it; visitors see it.
    const asked = await as('AUTHOR', 'mutation($i: RequestReviewInput!) { requestReview(input: $i) { state } }', {
      i: { entityType: 'DOCUMENT', id: doc.id, note: 'Teknik değerleri kontrol eder misiniz?' },
    });
    expect(asked.data.requestReview.state).toBe('REQUESTED');
    const queue = (await as('EDITOR', '{ reviewQueue { entityType id name } }')).data.reviewQueue;
    expect(queue).toContainEqual({ entityType: 'DOCUMENT', id: doc.id, name: 'Yazarın Belgesi 2' });
    const approved = await as('EDITOR', 'mutation($id: Int!) { approveReview(entityType: DOCUMENT, id: $id) { state } }', { id: doc.id });
    expect(approved.data.approveReview.state).toBe('APPROVED');
    await eventually(async () => expect(await seenByVisitors(doc.id, 'Yazarın')).toEqual(SHOWN));
    // Published now: the author's hands are off it.
    expect(errorOf(await as('AUTHOR', edit, { id: doc.id, i: { nameTr: 'Sonradan' } }))).toMatchObject({ reason: 'NOT_A_DRAFT' });
  });
});
