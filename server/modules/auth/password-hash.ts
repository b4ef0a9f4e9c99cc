// How passwords are kept: argon2id hashes, compared in constant time by argon2 itself.
import argon2 from 'argon2';

const HASH_OPTIONS = { type: argon2.argon2id } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, HASH_OPTIONS);

/** False for a wrong password and for a hash argon2 cannot read. */
export const passwordMatches = (hash: string, password: string): Promise<boolean> => argon2.verify(hash, password).catch(() => false);
