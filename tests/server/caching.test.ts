import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { form, rest } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');

describe('the public query cache', () => {
  it('a repeated anonymous query shows a write at once, whichever API made it', async () => {
    const query = '{ applications { id name } }';
    const before = (await gql(url, query)).data.applications;
    expect((await gql(url, query)).data.applications).toEqual(before);
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const created = await rest(url, 'POST', '/api/applications', form({ name: 'Önbellek Testi', application: [new Blob(['PK\x03\x04zip']), 'cache.zip'] }), token);
    expect(created.status).toBe(201);
    const after = (await gql(url, query)).data.applications;
    expect(after.map((a: any) => a.name)).toContain('Önbellek Testi');
    await rest(url, 'DELETE', `/api/application/${created.json.data.id}`, undefined, token);
    expect((await gql(url, query)).data.applications).toEqual(before);
  });
});
