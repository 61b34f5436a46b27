import http from 'node:http';
import https from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../aws/node-sha256.js';
import { config } from '../config.js';
import { LOCAL_S3_CREDENTIALS } from './local-credentials.js';

/** An object's answer as S3 sent it: the status, the headers (lower-case names) and the bytes. */
export interface ObjectAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const TIMEOUT_MS = 10_000;

/** The function's own credentials (Lambda puts them in the environment); locally the local S3 server's pair. */
function credentials(env: NodeJS.ProcessEnv) {
  if (config.s3Endpoint) return LOCAL_S3_CREDENTIALS;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  if (!accessKeyId || !secretAccessKey) throw new Error('Cannot read from S3: no AWS credentials in the environment');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/**
 * One object read with a plain SigV4-signed GET (service `s3`, the payload's
 * hash in x-amz-content-sha256), for functions that only read: the SDK's S3
 * client would add ~140 KiB to their bundles for one GetObject, while the
 * signer is already there for DynamoDB. Locally path-style against the local
 * S3 server (which checks signatures), in the cloud the bucket's regional
 * virtual-hosted endpoint. Any status is answered, never thrown: the caller
 * says what a 404 means.
 */
export async function signedObjectGet(bucket: string, key: string, env: NodeJS.ProcessEnv = process.env): Promise<ObjectAnswer> {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (config.s3Endpoint ? 'us-east-1' : undefined);
  if (!region) throw new Error('Cannot read from S3: no AWS region in the environment');
  const objectPath = `/${key.split('/').map(encodeURIComponent).join('/')}`;
  const url = config.s3Endpoint
    ? new URL(`${config.s3Endpoint.replace(/\/$/, '')}/${bucket}${objectPath}`)
    : new URL(`https://${bucket}.s3.${region}.amazonaws.com${objectPath}`);
  const signer = new SignatureV4({ credentials: credentials(env), region, service: 's3', sha256: NodeSha256, uriEscapePath: false });
  const signed = await signer.sign({
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host },
  });
  return new Promise((resolve, reject) => {
    // A connection of its own (agent: false): a socket kept alive from an earlier read may have been closed by S3 while the process was frozen.
    const options = { method: 'GET', headers: signed.headers, timeout: TIMEOUT_MS, agent: false as const };
    const request = (url.protocol === 'http:' ? http : https).request(url, options, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`S3 GET ${key} timed out after ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end();
  });
}
