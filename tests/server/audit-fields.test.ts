// The audit screen names every field an entry can list in the admin's language (Turkish and English), never by its
// code name: the list comes from the entity metadata, so a new column without its texts fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ormOptions } from '../../server/database.js';
import { auditFieldNames } from '../../server/modules/audit/audit.service.js';
import { root } from '../helpers/server.js';

const texts = (lng: string) => JSON.parse(readFileSync(path.join(root, 'client/locales', lng, 'admin/audit.json'), 'utf8'));

describe('audit field names', () => {
  // Discovery only: initSync connects to nothing.
  const orm = MikroORM.initSync(ormOptions('postgres://nobody@127.0.0.1:1/none', false));
  const fields = auditFieldNames(Object.values(orm.getMetadata().getAll()));

  it('covers the fields the defect showed as code names', () => {
    expect(fields.ProductFile).toEqual(expect.arrayContaining(['fileTypeEn', 'fileTypeTr', 'file']));
    expect(fields.AdminUser).toEqual(expect.arrayContaining(['lastLoginAt', 'passwordHash']));
    expect(fields.Product).toEqual(expect.arrayContaining(['specGroups', 'publishedAt']));
    expect(fields.Product).not.toContain('imageSize_width');
    expect(Object.keys(fields)).not.toContain('AuditEntry');
  });

  it('every field of every entity type has a label in both languages', () => {
    for (const lng of ['tr', 'en']) {
      const labels = texts(lng).fields ?? {};
      const missing = Object.entries(fields).flatMap(([type, names]) =>
        names.filter((n) => typeof labels[type]?.[n] !== 'string' || !labels[type][n]).map((n) => `${type}.${n}`),
      );
      expect(missing, lng).toEqual([]);
    }
  });

  it('labels are not the code names themselves', () => {
    for (const lng of ['tr', 'en']) {
      const labels = texts(lng).fields;
      for (const [type, names] of Object.entries(fields))
        for (const name of names) expect(labels[type][name], `${lng} ${type}.${name}`).not.toBe(name);
    }
  });
});
