import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR (mode 0600). */
export function loadJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
