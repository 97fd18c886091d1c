import type { CurrentUser } from '../../../domain/user.ts';
import { useAvatarImage } from '../api/auth.ts';
import { initials } from '../lib/user.ts';
import './Avatar.css';

/** The user's picture, else their initials (docs/product.md User profile); initials also while it loads. */
export function Avatar({ user, alt, size = 'sm' }: { user: CurrentUser | null; alt: string; size?: 'sm' | 'lg' }) {
  const src = useAvatarImage(user?.avatar);
  if (src) return <img className={`avatar avatar-${size}`} src={src} alt={alt} />;
  return (
    <span className={`avatar avatar-${size} avatar-initials`} role="img" aria-label={alt}>
      {initials(user)}
    </span>
  );
}
