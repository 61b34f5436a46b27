import { randomBytes } from 'node:crypto';

/**
 * Development tooling: a refusal of the local S3 server's verifying front,
 * answered as S3 answers it (its status, and an XML body with its error code),
 * so the SDK and the browser meet the same errors locally as in the cloud.
 */
export class S3RefusalError extends Error {
  override readonly name = 'S3RefusalError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Further elements of the error body (S3 names the condition, the header, ...). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The XML body S3 sends with this refusal. */
  xml(resource: string, requestId: string): string {
    const elements = { Code: this.code, Message: this.message, ...this.details, Resource: resource, RequestId: requestId };
    const body = Object.entries(elements)
      .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
      .join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${body}</Error>`;
  }
}

/** A request id in S3's shape (16 upper-case hex characters). */
export const newRequestId = (): string => randomBytes(8).toString('hex').toUpperCase();

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character]!);

/** The refusals the front makes more than once. */
export const refusals = {
  accessDenied: () => new S3RefusalError(403, 'AccessDenied', 'Access Denied'),
  signatureMismatch: () =>
    new S3RefusalError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    ),
  queryAuthMalformed: (message: string) => new S3RefusalError(400, 'AuthorizationQueryParametersError', message),
  headerAuthMalformed: (message: string) => new S3RefusalError(400, 'AuthorizationHeaderMalformed', message),
};
