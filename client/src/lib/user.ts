/** Display rules for the current user (docs/product.md Home dashboard, User profile). Pure. */
import type { CurrentUser } from '../../../domain/user.ts';

type NameParts = Pick<CurrentUser, 'firstname' | 'lastname' | 'name' | 'email'>;

const first = (value: string | null | undefined): string => value?.trim().charAt(0) ?? '';

/** Upper-case first letters of first name and last name; else first letter of name; else G. */
export function initials(user: NameParts | null): string {
  if (user) {
    const f = first(user.firstname);
    const l = first(user.lastname);
    if (f && l) return (f + l).toUpperCase();
    const n = first(user.name);
    if (n) return n.toUpperCase();
  }
  return 'G';
}

/** The name for the home greeting: first name, else email, else null (the caller shows 'Guest'). */
export function greetingName(user: NameParts | null): string | null {
  return user?.firstname?.trim() || user?.email?.trim() || null;
}

/** The name on the user badge: name, else first and last name, else email, else null ('Guest'). */
export function displayName(user: NameParts | null): string | null {
  if (!user) return null;
  const full = [user.firstname, user.lastname].filter((p) => p?.trim()).join(' ');
  return user.name?.trim() || full || user.email?.trim() || null;
}

/** The bell badge text: nothing at 0, the number up to 99, then '99+'. */
export function badgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
