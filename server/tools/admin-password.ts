// `npm run admin:password [-- username]`: sets a new password for an admin account (creating it when missing).
// Reads the password from the terminal without echo, or from standard input when piped.
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError } from '../common/config.js';
import { loadSiteConfig } from '../site-config.js';
import { openDatabase } from '../database.js';
import { AuthService, MIN_PASSWORD_LENGTH } from '../modules/auth/auth.service.js';

async function ask(question: string): Promise<string> {
  const silent = process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: !!silent });
  process.stdout.write(question);
  muted = !!silent;
  const answer = await new Promise<string>((resolve) => rl.once('line', resolve));
  rl.close();
  if (silent) process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const config = loadSiteConfig();
  const username = process.argv[2] ?? config.features.auth.adminUsername;
  const password = await ask(`New password for "${username}" (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (process.stdin.isTTY && (await ask('Repeat it: ')) !== password) throw new Error('The passwords differ; nothing changed.');
  const db = await openDatabase(config);
  try {
    await new AuthService(db.orm.em.fork(), config.jwtSecret).setPassword(username, password);
    console.log(`Password of "${username}" changed; earlier sign-ins of this account are signed out.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error).message}`);
  process.exit(1);
});
