import { SIGNIN_ERRORS, type SigninErrorCode } from '@club/shared';
import { Alert } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router-dom';

/** The message for a `?signin_error=` code; unknown codes read as a failed sign-in. */
export function signinErrorMessage(code: string): string {
  return Object.hasOwn(SIGNIN_ERRORS, code) ? SIGNIN_ERRORS[code as SigninErrorCode] : SIGNIN_ERRORS.failed;
}

/** Explains why the sign-in callback sent the visitor back here (role="alert"). */
export function SigninErrorAlert() {
  const [params] = useSearchParams();
  const code = params.get('signin_error');
  if (code === null) return null;
  return (
    <Alert variation="error" heading="Sign-in did not complete" className="signin-error">
      {signinErrorMessage(code)}
    </Alert>
  );
}
