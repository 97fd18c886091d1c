import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { DbStore } from '../../db/client.ts';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type AvatarFormat, avatarFormatOf } from '../../domain/avatar.ts';
import type { CurrentUser } from '../../domain/user.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import { UsersRepository } from '../repositories/users.repository.ts';
import type { UsersService } from './users.service.ts';
import type { SharedFiles } from '../cluster/shared-files.ts';

/** A name this service generated: nothing a client sends ever becomes part of a path. */
const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpeg|webp)$/;

/**
 * The address /api/auth/me answers for a stored picture: the caller's own picture route, with the
 * stored name's id as a version, so a new picture is a new address. Null when there is none.
 */
export function avatarAddress(storedName: string | null): string | null {
  const match = storedName ? STORED_NAME.exec(storedName) : null;
  return match ? `/api/auth/me/avatar?v=${match[1]}` : null;
}

const AVATARS_FOLDER = 'avatars';

/**
 * Profile pictures: kept under `DATA_DIR/avatars/<uuid>.<format>`, the name recorded on the user.
 * Each user reads only their own, through an authenticated route: there is no id to guess.
 */
export class AvatarsService {
  private readonly users: UsersRepository;
  private readonly dir: string;

  constructor(
    store: DbStore,
    dataDir: string,
    private readonly usersService: UsersService,
    private readonly shared: SharedFiles,
  ) {
    this.users = new UsersRepository(store);
    this.dir = path.join(dataDir, AVATARS_FOLDER);
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Replaces the user's picture; the size and the first bytes decide, not the name or the declared type. */
  async save(userId: string, part: MultipartFile | undefined): Promise<CurrentUser> {
    if (!part) throw new ApiError('file_not_a_file');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Past the limit the rest is drained, never kept.
      if (size <= AVATAR_MAX_BYTES) chunks.push(chunk);
    }
    if (part.file.truncated || size > AVATAR_MAX_BYTES) throw new ApiError('image_too_large');
    if (size === 0) throw new ApiError('file_empty');
    const data = Buffer.concat(chunks);
    const format = avatarFormatOf(data);
    if (!format) throw new ApiError('image_type_not_allowed');

    const storedName = `${randomUUID()}.${format}`;
    const target = path.join(this.dir, storedName);
    await fs.promises.writeFile(`${target}.part`, data, { mode: 0o600, flag: 'wx' });
    fs.renameSync(`${target}.part`, target);
    await this.shared.publish(`${AVATARS_FOLDER}/${storedName}`);
    const previous = (await this.users.findById(userId))?.avatar ?? null;
    await this.users.setAvatar(userId, storedName);
    await this.removeFile(previous);
    return this.usersService.current(userId);
  }

  async remove(userId: string): Promise<CurrentUser> {
    const previous = (await this.users.findById(userId))?.avatar ?? null;
    await this.users.setAvatar(userId, null);
    await this.removeFile(previous);
    return this.usersService.current(userId);
  }

  /** The user's own picture, or `not_found`. */
  async read(userId: string): Promise<{ path: string; contentType: string }> {
    const match = STORED_NAME.exec((await this.users.findById(userId))?.avatar ?? '');
    if (!match) throw notFound();
    if (!(await this.shared.fetch(`${AVATARS_FOLDER}/${match[0]}`))) throw notFound();
    const location = path.join(this.dir, match[0]);
    return { path: location, contentType: AVATAR_CONTENT_TYPES[match[2] as AvatarFormat] };
  }

  private async removeFile(storedName: string | null): Promise<void> {
    if (!storedName || !STORED_NAME.test(storedName)) return;
    fs.rmSync(path.join(this.dir, storedName), { force: true });
    await this.shared.remove(`${AVATARS_FOLDER}/${storedName}`);
  }
}
