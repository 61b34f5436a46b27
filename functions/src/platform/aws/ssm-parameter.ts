import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from './node-sha256.js';

/**
 * Reads one SSM Parameter Store value, decrypted (a SecureString), with the
 * function's own credentials (Lambda puts them in the environment). One
 * signed HTTPS call to SSM's JSON API: the SDK's SSM client would add a
 * package for a single action. Throws on any refusal, naming the parameter
 * but never its value.
 */
export async function readSsmParameter(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!region || !accessKeyId || !secretAccessKey) throw new Error(`Cannot read SSM parameter ${name}: no AWS region or credentials in the environment`);
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) },
    region,
    service: 'ssm',
    sha256: NodeSha256,
  });
  const hostname = `ssm.${region}.amazonaws.com`;
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname,
    path: '/',
    headers: { host: hostname, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' },
    body,
  });
  // fetch sends the same Host itself (and may refuse one given).
  const { host: _host, ...headers } = signed.headers;
  const answer = await fetch(`https://${hostname}/`, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
  if (!answer.ok) throw new Error(`Cannot read SSM parameter ${name}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  const value = ((await answer.json()) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} has no value`);
  return value;
}
