import { UNAUTHORIZED_REDIRECT_MS } from '@club/shared/shell-constants';
import { toast } from '../../../components/ui/toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/navigation';
import { authPaths } from '../../../config/paths';

/**
 * On an unauthorized error, a destructive toast, then the browser goes
 * to /api/login after UNAUTHORIZED_REDIRECT_MS. Returns whether it handled the error,
 * so feature error toasts can stay silent for it.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => redirectTo(authPaths.login), UNAUTHORIZED_REDIRECT_MS);
  return true;
}
