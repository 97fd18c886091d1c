import type { DbStore } from '../../db/client.ts';
import type { Language } from '../../domain/user.ts';
import { DEFAULT_CREDITS } from '../config.ts';
import { ApiKeysRepository } from '../repositories/api-keys.repository.ts';
import { SessionsRepository } from '../repositories/sessions.repository.ts';
import { normaliseEmail, type User, UsersRepository } from '../repositories/users.repository.ts';
import { type Workspace, WorkspacesRepository } from '../repositories/workspaces.repository.ts';
import { startDefaultPlan } from './credits.service.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';

export class AccountError extends Error {}

export interface NewAccount {
  email: string;
  password: string;
  workspace: string;
  firstname?: string;
  lastname?: string;
  language?: Language;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Workspaces and users as operators create them (first start, CLI). */
export class AccountsService {
  private readonly users: UsersRepository;
  private readonly workspaces: WorkspacesRepository;
  private readonly sessions: SessionsRepository;
  private readonly apiKeys: ApiKeysRepository;

  /** `defaultCredits`: the monthly credits of the plan every new workspace starts with (DEFAULT_CREDITS). */
  constructor(
    private readonly store: DbStore,
    private readonly defaultCredits: number = DEFAULT_CREDITS,
  ) {
    this.users = new UsersRepository(store);
    this.workspaces = new WorkspacesRepository(store);
    this.sessions = new SessionsRepository(store);
    this.apiKeys = new ApiKeysRepository(store);
  }

  async hasUsers(): Promise<boolean> {
    return (await this.users.count()) > 0;
  }

  async listUsers() {
    return this.users.listWithWorkspace();
  }

  async listWorkspaces(): Promise<Workspace[]> {
    return this.workspaces.list();
  }

  async addWorkspace(name: string): Promise<Workspace> {
    const trimmed = name.trim();
    if (!trimmed) throw new AccountError('a workspace needs a name');
    return this.store.transaction(async () => {
      if (await this.workspaces.findByName(trimmed)) throw new AccountError(`workspace "${trimmed}" already exists`);
      return this.createWorkspace(trimmed);
    });
  }

  /** A workspace and its starting plan, in the caller's transaction. */
  private async createWorkspace(name: string): Promise<Workspace> {
    const workspace = await this.workspaces.create(name);
    await startDefaultPlan(this.store, workspace.id, this.defaultCredits);
    return workspace;
  }

  /** Creates the user, and their workspace when it does not exist yet. */
  async addUser(account: NewAccount): Promise<User> {
    const email = normaliseEmail(account.email);
    if (!EMAIL.test(email)) throw new AccountError(`"${account.email}" is not an e-mail address`);
    checkPassword(account.password);
    const passwordHash = await hashPassword(account.password);
    return this.store.transaction(async () => {
      if (await this.users.findByEmail(email)) throw new AccountError(`a user with e-mail ${email} already exists`);
      const workspace = (await this.workspaces.findByName(account.workspace)) ?? (await this.createWorkspace(account.workspace));
      return this.users.create({
        email,
        passwordHash,
        workspaceId: workspace.id,
        firstname: account.firstname ?? null,
        lastname: account.lastname ?? null,
        language: account.language ?? 'en',
      });
    });
  }

  /**
   * Sets a new password and signs the user out everywhere: their sessions end and their API keys
   * (which act as the user) are revoked. Answers how many keys were revoked.
   */
  async setPassword(email: string, password: string): Promise<{ revokedKeys: number }> {
    checkPassword(password);
    const user = await this.users.findByEmail(email);
    if (!user) throw new AccountError(`no user with e-mail ${normaliseEmail(email)}`);
    const passwordHash = await hashPassword(password);
    return this.store.transaction(async () => {
      const now = Date.now();
      await this.users.setPasswordHash(user.id, passwordHash);
      await this.sessions.revokeAllOfUser(user.id, now);
      return { revokedKeys: await this.apiKeys.revokeAllOfUser(user.id, new Date(now).toISOString()) };
    });
  }
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(`a password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}
