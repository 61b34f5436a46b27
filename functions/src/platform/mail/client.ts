import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { traced } from '../lib/tracing.js';

let client: SESv2Client | undefined;
let builtFor: string | undefined;

/** The emulator asks for some AWS signature, never a real one. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * The one SES v2 client of a Lambda, rebuilt only when the endpoint setting
 * changes (tests). Locally it sends to the SES emulator with dummy
 * credentials; in the cloud the SDK takes region and credentials from the
 * Lambda's environment.
 */
export function sesClient(): SESv2Client {
  const endpoint = config.sesEndpoint;
  const key = endpoint ?? 'aws';
  if (!client || builtFor !== key) {
    client?.destroy();
    client = traced(new SESv2Client(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: LOCAL_CREDENTIALS } : {}));
    builtFor = key;
  }
  return client;
}
