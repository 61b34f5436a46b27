/**
 * The local S3 server's one key pair: the client signs with it locally, and
 * the verifying front of the local server (dev/s3-front.ts) knows no other.
 */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
