import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation (m=19 MiB, t=2, p=1). Argon2id is the library's default
// algorithm (its enum is const and cannot be imported here); passwords.test.ts pins it.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | null = null;

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  await verifyPassword(await decoyHash, password);
}
