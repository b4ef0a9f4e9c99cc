// `npm run admin:password [-- username]`: sets a new password for an admin account (creating it when missing).
// Reads the password from the terminal without echo, or from standard input when piped.
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError } from '../common/config.js';
import { loadSiteConfig } from '../site-config.js';
import { openDatabase } from '../database.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../modules/auth/password-policy.js';

/** The password rules' refusals, as this tool says them. */
const REFUSALS: Record<string, string> = {
  PASSWORD_TOO_SHORT: `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  TOO_LONG: 'The password is too long',
  PASSWORD_PERSONAL: 'The password may not contain the user name',
  PASSWORD_GUESSABLE: 'The password is easy to guess (a common password, word or sequence): choose a longer phrase of your own',
};

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
  try {
    checkNewPassword(password, [username]);
  } catch (error) {
    const reason = (error as { extensions?: { reason?: string } }).extensions?.reason ?? '';
    throw new Error(`${REFUSALS[reason] ?? reason}; nothing changed.`, { cause: error });
  }
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
