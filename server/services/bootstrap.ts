import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { AccountError, type AccountsService } from './accounts.service.ts';

export const DEFAULT_WORKSPACE = 'Default';

/** On the very first start, creates the Default workspace and its admin so someone can sign in. */
export async function bootstrapFirstUser(accounts: AccountsService, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (await accounts.hasUsers()) return;
  const email = config.adminEmail ?? 'admin@localhost';
  const generated = config.adminPassword === undefined;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  try {
    await accounts.addUser({ email, password, workspace: DEFAULT_WORKSPACE, firstname: 'Admin' });
  } catch (error) {
    // Processes of a cluster starting together: another one made the first user meanwhile.
    if (error instanceof AccountError && (await accounts.hasUsers())) return;
    throw error;
  }
  if (generated) {
    // Printed once, on purpose: it is the only way in for an operator who set no ADMIN_PASSWORD. On
    // standard output as plain lines of their own (not inside a JSON log record), easy to copy.
    log.warn(`First start: created ${email}; its password is printed once on standard output`);
    process.stdout.write(`\nFiche administrator (shown once — change it with: npm run cli -- user:passwd --email ${email} --password '…')\nAdmin e-mail: ${email}\nAdmin password: ${password}\n\n`);
  } else {
    log.info(`First start: created ${email} in workspace ${DEFAULT_WORKSPACE}`);
  }
}
