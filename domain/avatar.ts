/** Profile pictures: the limits both sides check, and the formats recognised by their first bytes. */
export const AVATAR_MAX_BYTES = 512 * 1024;

export const AVATAR_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

export type AvatarFormat = keyof typeof AVATAR_CONTENT_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image format the bytes begin with, whatever the file's name or declared type says; else null. */
export function avatarFormatOf(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
