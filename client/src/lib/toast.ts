/**
 * Short notices at the bottom right; every screen raises them through this module (or its re-export
 * in components/ui/toast.tsx, which also mounts them), hooks of lib/ included.
 */
export { toast } from 'sonner';
