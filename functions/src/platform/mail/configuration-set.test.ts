import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ENV } from '@club/shared';
import { sendMail } from './send.js';

const ses = mockClient(SESv2Client);
// The mock is on the client class: later files in this worker send to the emulator again.
afterAll(() => ses.restore());
const mail = { to: 'member@example.com', subject: 'Subject', html: '<p>Hi</p>', text: 'Hi' };

describe('the SES configuration set on every mail', () => {
  afterEach(() => {
    ses.reset();
    delete process.env[ENV.sesConfigurationSet];
  });

  it('names the stage’s configuration set when SES_CONFIGURATION_SET is set, so bounces and complaints reach the suppression list', async () => {
    process.env[ENV.sesConfigurationSet] = 'club-dev';
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    expect(await sendMail(mail)).toBe('m-1');
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toMatchObject({
      ConfigurationSetName: 'club-dev',
      Destination: { ToAddresses: ['member@example.com'] },
    });
  });

  it('names none locally, where the setting is unset', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await sendMail(mail);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).not.toHaveProperty('ConfigurationSetName');
  });
});
