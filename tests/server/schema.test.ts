import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/server.js';

const run = promisify(execFile);

describe('generated artifacts are committed up to date', () => {
  it('schema.graphql matches the type-graphql schema (run `npm run schema`)', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      import 'reflect-metadata';
      const { buildAppSchema, printAppSchema } = await import('./dist/server/graphql/schema.js');
      process.stdout.write(printAppSchema(await buildAppSchema()));
    `,
      ],
      { cwd: root },
    );
    expect(readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(stdout);
  });

  it('client/graphql matches schema.graphql and the operations (run `npm run codegen`)', async () => {
    await expect(
      run(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--check'], { cwd: root }),
    ).resolves.toBeDefined();
  });
});
