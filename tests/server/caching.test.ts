import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { form, rest } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');

describe('the public query cache', () => {
  it('a repeated anonymous query shows an addition within seconds and a deletion at once, whichever API made them', async () => {
    const query = '{ applications { id name } }';
    const before = (await gql(url, query)).data.applications;
    expect((await gql(url, query)).data.applications).toEqual(before);
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const created = await rest(
      url,
      'POST',
      '/api/applications',
      form({ name: 'Önbellek Testi', application: [new Blob(['PK\x03\x04zip']), 'cache.zip'] }),
      token,
    );
    expect(created.status).toBe(201);
    // An addition is an edit: the kept answer may be served (STALE) while it is made again.
    await eventually(async () => expect((await gql(url, query)).data.applications.map((a: any) => a.name)).toContain('Önbellek Testi'));
    // A deletion is a removal: gone at the very next request.
    await rest(url, 'DELETE', `/api/application/${created.json.data.id}`, undefined, token);
    expect((await gql(url, query)).data.applications).toEqual(before);
  });
});
