import type { Db } from '../../db/client.ts';
import type { CurrentUser, Language } from '../../domain/user.ts';
import { notFound } from '../lib/api-error.ts';
import { type User, UsersRepository } from '../repositories/users.repository.ts';
import { WorkspacesRepository } from '../repositories/workspaces.repository.ts';
import { avatarAddress } from './avatars.service.ts';

/** The signed-in user as the client sees them. */
export class UsersService {
  private readonly users: UsersRepository;
  private readonly workspaces: WorkspacesRepository;

  constructor(db: Db) {
    this.users = new UsersRepository(db);
    this.workspaces = new WorkspacesRepository(db);
  }

  current(userId: string): CurrentUser {
    return this.present(this.users.findById(userId));
  }

  setLanguage(userId: string, language: Language): CurrentUser {
    return this.present(this.users.setLanguage(userId, language));
  }

  private present(user: User | undefined): CurrentUser {
    const workspace = user && this.workspaces.findById(user.workspaceId);
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
