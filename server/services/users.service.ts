import type { DbStore } from '../../db/client.ts';
import type { CurrentUser, Language } from '../../domain/user.ts';
import { notFound } from '../lib/api-error.ts';
import { type User, UsersRepository } from '../repositories/users.repository.ts';
import { WorkspacesRepository } from '../repositories/workspaces.repository.ts';
import { avatarAddress } from './avatars.service.ts';

/** The signed-in user as the client sees them. */
export class UsersService {
  private readonly users: UsersRepository;
  private readonly workspaces: WorkspacesRepository;

  constructor(store: DbStore) {
    this.users = new UsersRepository(store);
    this.workspaces = new WorkspacesRepository(store);
  }

  async current(userId: string): Promise<CurrentUser> {
    return this.present(await this.users.findById(userId));
  }

  /** A user's language, undefined for a user who is gone. */
  async findLanguage(userId: string): Promise<Language | undefined> {
    return (await this.users.findById(userId))?.language;
  }

  async setLanguage(userId: string, language: Language): Promise<CurrentUser> {
    return this.present(await this.users.setLanguage(userId, language));
  }

  private async present(user: User | undefined): Promise<CurrentUser> {
    const workspace = user && (await this.workspaces.findById(user.workspaceId));
    if (!user || !workspace) throw notFound();
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || null;
    return {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      name,
      avatar: avatarAddress(user.avatar),
      language: user.language,
      workspace: { id: workspace.id, name: workspace.name },
    };
  }
}
