import { Toaster as SonnerToaster } from 'sonner';

/** Short notices at the bottom right; every screen raises them through this module (see lib/toast.ts). */
export { toast } from '../../lib/toast.ts';

/** Where the notices appear: mounted once, beside the app. */
export function Toaster() {
  return <SonnerToaster duration={4000} position="bottom-right" theme="system" closeButton richColors />;
}
