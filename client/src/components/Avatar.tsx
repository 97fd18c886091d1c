import type { CurrentUser } from '../../../domain/user.ts';
import { initials } from '../lib/user.ts';
import './Avatar.css';

/** The user's picture, else their initials (docs/product.md User profile). */
export function Avatar({ user, alt, size = 'sm' }: { user: CurrentUser | null; alt: string; size?: 'sm' | 'lg' }) {
  if (user?.avatar) return <img className={`avatar avatar-${size}`} src={user.avatar} alt={alt} />;
  return (
    <span className={`avatar avatar-${size} avatar-initials`} role="img" aria-label={alt}>
      {initials(user)}
    </span>
  );
}
