// The audit screen says what happened in the admin's language ("Sürüm geri yüklendi", "Version restored"), never by
// an operation's code name: the operations come from the code (every mutation of the schema, every REST write the
// routers mount), so a new one without its texts fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../server/audit-trail/audit-entry.entity.js';
import { mountedRoutes } from '../helpers/routes.js';
import { root } from '../helpers/server.js';

const texts = (lng: string) => JSON.parse(readFileSync(path.join(root, 'client/locales', lng, 'admin/audit.json'), 'utf8'));

async function operations(): Promise<string[]> {
  const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
  const mutations = Object.keys(schema.getMutationType()!.getFields());
  // The REST adapter names an entry's operation by method and route (server/modules/route-kit.ts).
  const writes = (await mountedRoutes()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  return [...mutations, ...writes];
}

describe('audit texts', () => {
  it('finds the operations the defect showed as code names', async () => {
    expect(await operations()).toEqual(
      expect.arrayContaining(['restoreContentRevision', 'bulkDeleteProducts', 'PUT /api/product/:id', 'POST /api/login']),
    );
  });

  it('every operation says what happened, in both languages, in words of its own', async () => {
    const all = await operations();
    for (const lng of ['tr', 'en']) {
      const said = texts(lng).operations ?? {};
      expect(
        all.filter((op) => typeof said[op] !== 'string' || !said[op].trim()),
        `${lng}: operations without a text`,
      ).toEqual([]);
      expect(
        all.filter((op) => said[op] === op),
        `${lng}: texts that are the code name`,
      ).toEqual([]);
      // No text for an operation the code no longer has.
      expect(
        Object.keys(said).filter((op) => !all.includes(op)),
        `${lng}: texts for no operation`,
      ).toEqual([]);
    }
    expect(texts('tr').operations.restoreContentRevision).toBe('Sürüm geri yüklendi');
    expect(texts('en').operations.restoreContentRevision).toBe('Version restored');
  });

  it('every action has its words for the entries no operation wrote (the system, a failed sign-in)', () => {
    for (const lng of ['tr', 'en']) {
      const happened = texts(lng).happened ?? {};
      expect(
        AUDIT_ACTIONS.filter((a) => typeof happened[a] !== 'string' || !happened[a] || happened[a] === a),
        lng,
      ).toEqual([]);
    }
  });
});
