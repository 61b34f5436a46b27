import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { mailData } from '../data.js';
import { writeTransaction } from '../../../platform/db/transaction.js';
import { signUnsubscribeToken } from '../index.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { eventMail } from '../../events/mail/data.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { loadHandler } from '../../../test/load-handler.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import type { ApiHandler } from '../../../platform/http/handler.js';

const handlers = {} as Record<keyof typeof mailRoutes, ApiHandler>;
let lakshmi: SignedIn;
let ravi: SignedIn;

beforeAll(async () => {
  for (const id of Object.keys(mailRoutes) as (keyof typeof mailRoutes)[]) handlers[id] = await loadHandler(id);
  [lakshmi, ravi] = await Promise.all([signIn('Lakshmi'), signIn('Ravi')]);
});

/** A public call as a mail client or a signed-out browser makes it: no cookies. */
const anonymous = (id: 'getUnsubscribe' | 'unsubscribeMail' | 'resubscribeMail', token: string, extra: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handlers[id], apiEvent(mailRoutes[id], { query: { token }, ...extra }));

/** The RFC 8058 one-click POST: the form body, no Origin, no cookie. */
const oneClick = (url: string) => {
  const { searchParams } = new URL(url);
  return invoke(
    handlers.unsubscribeMail,
    apiEvent(mailRoutes.unsubscribeMail, {
      query: Object.fromEntries(searchParams),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
};

const preferencesOf = async (who: SignedIn) => (await who.call(handlers.getMailPreferences, mailRoutes.getMailPreferences)).json;

describe('mail preferences', () => {
  it('starts with every category on and saves only the categories named', async () => {
    const member = await signIn('Padma');
    expect(await preferencesOf(member)).toEqual({ events: true, network: true, messages: true, investors: true, requests: true, club: true, digest: true });

    const saved = await member.call(handlers.saveMailPreferences, mailRoutes.saveMailPreferences, { body: { digest: false, network: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json).toMatchObject({ digest: false, network: false, events: true });
    await member.call(handlers.saveMailPreferences, mailRoutes.saveMailPreferences, { body: { network: true } });
    expect(await preferencesOf(member)).toMatchObject({ digest: false, network: true, events: true });
    // Another member's choices are their own.
    expect(await preferencesOf(ravi)).toMatchObject({ digest: true, network: true });
  });

  it.each([
    ['a string for a flag', { events: 'no' }, ['body', 'events']],
    ['an unknown category', { sms: false }, ['body']],
    ['a null flag', { digest: null }, ['body', 'digest']],
  ])('answers 400 naming the field for %s, writing nothing', async (_label, body, path) => {
    const member = await signIn('Gopal');
    const answer = await member.call(handlers.saveMailPreferences, mailRoutes.saveMailPreferences, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues[0].path.slice(0, path.length)).toEqual(path);
    const { Item } = await mailData().preferences.build(GetItemCommand).key({ memberId: member.id }).send();
    expect(Item).toBeUndefined();
  });
});

describe('unsubscribe links', () => {
  it('one click turns off only that member’s category, and undo turns it on again', async () => {
    const token = await signUnsubscribeToken(lakshmi.id, 'events');
    expect((await anonymous('getUnsubscribe', token)).json).toEqual({ category: 'events', subscribed: true });

    const answer = await oneClick(`http://localhost:3000${mailRoutes.unsubscribeMail.path}?token=${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ category: 'events', subscribed: false });
    expect(await preferencesOf(lakshmi)).toMatchObject({ events: false, network: true, digest: true });
    expect(await preferencesOf(ravi)).toMatchObject({ events: true });
    expect((await anonymous('getUnsubscribe', token)).json).toEqual({ category: 'events', subscribed: false });

    // The page's own call (same-site Origin, no body) and its Undo.
    expect((await anonymous('unsubscribeMail', token)).statusCode).toBe(200);
    const undo = await anonymous('resubscribeMail', token);
    expect(undo.json).toEqual({ category: 'events', subscribed: true });
    expect(await preferencesOf(lakshmi)).toMatchObject({ events: true });
  });

  it('a token for one member cannot change another’s preferences', async () => {
    const lakshmiToken = await signUnsubscribeToken(lakshmi.id, 'network');
    // Ravi signed in, posting Lakshmi's link: Lakshmi's choice changes, never Ravi's (the cookie is not read).
    const answer = await ravi.call(handlers.unsubscribeMail, mailRoutes.unsubscribeMail, { query: { token: lakshmiToken } });
    expect(answer.json).toEqual({ category: 'network', subscribed: false });
    expect(await preferencesOf(ravi)).toMatchObject({ network: true });
    // Swapping the member part of Lakshmi's token for Ravi's id breaks the signature.
    const [, category, mac] = lakshmiToken.split('.');
    const forged = `${Buffer.from(ravi.id).toString('base64url')}.${category}.${mac}`;
    expect((await anonymous('unsubscribeMail', forged)).statusCode).toBe(400);
    expect(await preferencesOf(ravi)).toMatchObject({ network: true });
    await anonymous('resubscribeMail', lakshmiToken);
  });

  it.each([
    ['another category', (t: string) => t.replace('.digest.', '.events.')],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'AB' : 'AA'}`],
    ['a cut signature', (t: string) => t.slice(0, -5)],
    ['an unknown category', (t: string) => t.replace('.digest.', '.sms.')],
    ['no signature', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['garbage', () => 'not-a-token'],
  ])('answers 400 for a tampered token (%s) and changes nothing', async (_label, tamper) => {
    const token = tamper(await signUnsubscribeToken(lakshmi.id, 'digest'));
    for (const id of ['getUnsubscribe', 'unsubscribeMail', 'resubscribeMail'] as const) {
      const answer = await anonymous(id, token);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json.issues[0].path, id).toEqual(['query', 'token']);
    }
    expect(await preferencesOf(lakshmi)).toMatchObject({ digest: true, events: true });
  });

  it('refuses a one-click form other than List-Unsubscribe=One-Click, and a cross-site origin', async () => {
    const token = await signUnsubscribeToken(lakshmi.id, 'club');
    const form = (body: string, headers: Record<string, string | undefined> = {}) =>
      anonymous('unsubscribeMail', token, { rawBody: body, headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    expect((await form('List-Unsubscribe=Yes')).statusCode).toBe(400);
    expect((await form('List-Unsubscribe=One-Click&also=1')).statusCode).toBe(400);
    expect((await form('List-Unsubscribe=One-Click', { origin: 'https://evil.example' })).statusCode).toBe(403);
    // Other writes still need the site's Origin.
    const save = await invoke(
      handlers.saveMailPreferences,
      apiEvent(mailRoutes.saveMailPreferences, { cookies: lakshmi.cookies, body: { club: false }, headers: { origin: undefined } }),
    );
    expect(save.statusCode).toBe(403);
    expect(await preferencesOf(lakshmi)).toMatchObject({ club: true });
  });
});

describe('the mail a member receives', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());
  // The mock is on the client class: later files in this worker send to the emulator again.
  afterAll(() => ses.restore());

  it('carries List-Unsubscribe one-click headers and a footer link that turn off its category', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'mock' });
    const member = await signIn('Suresh');
    const to = `${member.id}@example.com`;
    await writeTransaction([
      eventMail.write({
        template: 'rsvp-confirmed',
        to,
        memberId: member.id,
        data: {
          memberName: 'Suresh Reddy',
          ticketCode: 'T-1',
          event: {
            id: randomUUID(),
            title: 'Sankranti Lunch',
            startTime: '2027-01-14T07:00:00.000Z',
            endTime: '2027-01-14T09:00:00.000Z',
            timeZone: 'Asia/Kolkata',
            place: 'Hyderabad',
          },
        },
      }),
    ]);
    await deliverOutbox();

    const sent = ses
      .commandCalls(SendEmailCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.Destination?.ToAddresses?.includes(to));
    const raw = new TextDecoder().decode(sent!.Content!.Raw!.Data);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const headerUrl = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(raw)?.[1];
    expect(headerUrl).toContain(`${mailRoutes.unsubscribeMail.path}?token=`);
    expect(raw).toContain('/unsubscribe?token=');

    expect((await oneClick(headerUrl!)).statusCode).toBe(200);
    expect(await preferencesOf(member)).toMatchObject({ events: false, network: true });
  });
});
