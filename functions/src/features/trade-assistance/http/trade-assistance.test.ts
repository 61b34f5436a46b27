import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '@club/shared/zod';
import { dutyQuoteSchema, hsCodeDetailSchema, hsCodeResultSchema, routes, tradeRequestDetailSchema, tradeRequestSchema, type RouteDef } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { memberData } from '../../members/data.js';
import { recordPublishedTables } from '../../exchange-rates/published.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readPdf } from '../../../test/pdf-text.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as create } from './create-trade-request.js';
import { handler as download } from './download-trade-request-report.js';
import { handler as getHsCode } from './get-hs-code.js';
import { handler as get } from './get-trade-request.js';
import { handler as listMine } from './list-my-trade-requests.js';
import { handler as queue } from './list-trade-request-queue.js';
import { handler as quote } from './quote-duty.js';
import { handler as search } from './search-hs-codes.js';
import { handler as setStatus } from './set-trade-request-status.js';

let lakshmi: SignedIn;
let ravi: SignedIn;
let staff: SignedIn;

const shrimp = { type: 'duty_calculation', hsCode: '0306.17', value: 10000, originCountry: 'Vietnam', destinationCountry: 'India', quantity: 2000, unit: 'kg' };

async function submit(member: SignedIn, body: Record<string, unknown>) {
  const answer = await member.call(create, routes.createTradeRequest, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  await pause();
  return tradeRequestDetailSchema.parse(answer.json);
}

beforeAll(async () => {
  lakshmi = await signIn('Lakshmi');
  ravi = await signIn('Ravi');
  staff = await signIn('Staff');
  await memberData()
    .members.build(UpdateItemCommand)
    .item({ id: staff.id, role: 'staff' })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
  // Quotes convert with the exchange-rate table in force: a stage has the published ones (migration 0007).
  await recordPublishedTables('test');
});

describe('HS code search', () => {
  it('answers ranked results with category, duty rate and the first 3 restrictions, reading no table', async () => {
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(search, routes.searchHsCodes, { query: { search: 'frozen shrimp' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(answer.statusCode).toBe(200);
    const results = z.array(hsCodeResultSchema).parse(answer.json);
    expect(results[0]).toMatchObject({ hsCode: '030617', id: '030617', level: 'subheading', dutyRate: 30, gstRate: 5, matchedBy: 'words' });
    expect(results[0]!.category).toMatch(/crustaceans/i);
    expect(results[0]!.restrictions).toHaveLength(3);
    expect(counts).toMatchObject({ query: 0, batchGet: 0, scan: 0 });
  });

  it('puts the exact code first, then its subheadings', async () => {
    const answer = await lakshmi.call(search, routes.searchHsCodes, { query: { search: '0904', limit: '4' } });
    expect(answer.json.map((r: { hsCode: string; matchedBy: string }) => `${r.matchedBy}:${r.hsCode}`)).toEqual([
      'code:0904',
      'prefix:090411',
      'prefix:090412',
      'prefix:090421',
    ]);
    const chilli = await lakshmi.call(search, routes.searchHsCodes, { query: { search: 'chilli' } });
    expect(chilli.json[0].hsCode).toBe('0904');
  });

  it.each([['ab'], ['  ab  '], ['']])('refuses a search of 2 characters or fewer (%j) with 400', async (text) => {
    const answer = await lakshmi.call(search, routes.searchHsCodes, { query: { search: text } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues[0]).toMatchObject({ path: ['query', 'search'] });
  });

  it('offers the 8-digit tariff items under a subheading with their rates', async () => {
    const answer = await lakshmi.call(search, routes.searchHsCodes, { query: { search: '091030' } });
    const turmeric = z.array(hsCodeResultSchema).parse(answer.json)[0]!;
    expect(turmeric).toMatchObject({ hsCode: '091030', dutyRate: 30 });
    expect(turmeric.gstRate).toBeUndefined(); // the items differ on IGST
    expect(turmeric.items).toEqual([
      { hsCode: '09103010', description: 'Fresh', dutyRate: 30, gstRate: 0 },
      { hsCode: '09103020', description: 'Dried', dutyRate: 30, gstRate: 5 },
      { hsCode: '09103030', description: 'Powder', dutyRate: 30, gstRate: 5 },
      { hsCode: '09103090', description: 'Other', dutyRate: 30, gstRate: 5 },
    ]);
    const detail = hsCodeDetailSchema.parse((await lakshmi.call(getHsCode, routes.getHsCode, { params: { hsCode: '091030' } })).json);
    expect(detail.rateNote).toMatch(/^The tariff items under 0910 30 have different rates .*0910 30 10 Fresh: BCD 30%, IGST 0%/);
  });

  it('answers an empty list when nothing matches', async () => {
    const answer = await lakshmi.call(search, routes.searchHsCodes, { query: { search: 'zzqqxx' } });
    expect(answer).toMatchObject({ statusCode: 200, json: [] });
  });

  it('answers one code with all restrictions, documents, sources and the codes below it; 404 outside HS 2022', async () => {
    const answer = await lakshmi.call(getHsCode, routes.getHsCode, { params: { hsCode: '0306' } });
    const detail = hsCodeDetailSchema.parse(answer.json);
    expect(detail.restrictions.length).toBeGreaterThan(3);
    expect(detail.documentation).toContain('EIC health certificate');
    expect(detail.sources.map((s) => s.url)).toContain('https://eicindia.gov.in');
    expect(detail.children.map((c) => c.hsCode)).toContain('030617');
    expect((await lakshmi.call(getHsCode, routes.getHsCode, { params: { hsCode: '7700' } })).statusCode).toBe(404);
  });
});

describe('duty quote', () => {
  it('shows every line of India’s stack for a covered heading, with the FTA note and no landing charge', async () => {
    const answer = await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, originCountry: 'UAE' } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    const q = dutyQuoteSchema.parse(answer.json);
    expect(q).toMatchObject({ method: 'india', covered: true, currency: 'INR', hsCode: '030617', originCountry: 'UAE', destinationCountry: 'India' });
    expect(q.lines.map((l) => l.key)).toEqual(['assessable_value', 'bcd', 'sws', 'igst', 'total_duty', 'landed_cost']);
    const av = q.assessableValue!;
    expect(av).toBe(10000 * q.exchangeRate!.rate);
    const line = (key: string) => q.lines.find((l) => l.key === key)!;
    expect(line('bcd')).toMatchObject({ rate: 30, amount: Math.round(av * 0.3 * 100) / 100 });
    expect(line('sws')).toMatchObject({ rate: 10, amount: Math.round(line('bcd').amount * 10) / 100 });
    expect(q.totalDuty).toBeCloseTo(line('bcd').amount + line('sws').amount + line('igst').amount, 2);
    expect(q.notes.join(' ')).toMatch(/India–UAE CEPA .* Not applied/);
    expect(q.lines[0]!.source).toMatch(/91\/2017/);
  });

  it('says an uncovered heading is uncovered instead of guessing, and answers the UAE and other destinations honestly', async () => {
    const toys = dutyQuoteSchema.parse((await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, hsCode: '950300' } })).json);
    expect(toys).toMatchObject({ method: 'india', covered: false });
    expect(toys.totalDuty).toBeUndefined();
    expect(toys.notes.join(' ')).toMatch(/not in the club’s indicative rate table/);

    const uae = dutyQuoteSchema.parse(
      (await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, originCountry: 'India', destinationCountry: 'United Arab Emirates' } })).json,
    );
    expect(uae).toMatchObject({ method: 'uae', covered: true, currency: 'AED', assessableValue: 36725, totalDuty: 3764.31 });

    const usa = dutyQuoteSchema.parse(
      (await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, originCountry: 'India', destinationCountry: 'USA' } })).json,
    );
    expect(usa).toMatchObject({ method: 'assisted', covered: false });
  });

  it('asks for the 8-digit item on a subheading whose items differ (400 on hsCode naming them), writing nothing; the item quotes', async () => {
    const turmeric = { ...shrimp, hsCode: '0910 30' };
    const counter = countDynamoCommands();
    const asked = await lakshmi.call(quote, routes.quoteDuty, { body: turmeric });
    const created = await lakshmi.call(create, routes.createTradeRequest, { body: turmeric });
    const sent = Object.keys(counter.counts());
    counter.stop();
    for (const answer of [asked, created]) {
      expect(answer.statusCode, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json.issues).toEqual([
        {
          path: ['body', 'hsCode'],
          message: '0910 30 has items with different rates: choose 0910 30 10 Fresh, 0910 30 20 Dried, 0910 30 30 Powder or 0910 30 90 Other',
        },
      ]);
    }
    expect(sent.filter((name) => /Put|Write|Update|Delete/.test(name))).toEqual([]);
    const mine = await lakshmi.call(listMine, routes.listMyTradeRequests, { query: {} });
    expect(mine.json.map((r: { hsCode?: string }) => r.hsCode)).not.toContain('091030');

    const powder = dutyQuoteSchema.parse((await lakshmi.call(quote, routes.quoteDuty, { body: { ...turmeric, hsCode: '0910 30 30' } })).json);
    expect(powder).toMatchObject({ covered: true, hsCode: '09103030' });
    expect(powder.lines.find((l) => l.key === 'igst')).toMatchObject({ rate: 5 });
    expect(powder.lines.find((l) => l.key === 'bcd')!.source).toMatch(/0910 30 30 \(30%\).*45\/2025-Customs/);
    const fresh = dutyQuoteSchema.parse((await lakshmi.call(quote, routes.quoteDuty, { body: { ...turmeric, hsCode: '09103010' } })).json);
    expect(fresh.lines.find((l) => l.key === 'igst')).toMatchObject({ rate: 0, amount: 0 });
  });

  it('builds CIF from FOB with rule 10(2)’s defaults said on their lines, and each row in its own units', async () => {
    const answer = await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, valueBasis: 'fob', freight: '', insurance: '75.50' } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    const q = dutyQuoteSchema.parse(answer.json);
    expect(q.lines.map((l) => l.key).slice(0, 5)).toEqual(['fob', 'freight', 'insurance', 'cif_value', 'assessable_value']);
    const line = (key: string) => q.lines.find((l) => l.key === key)!;
    expect(line('freight')).toMatchObject({
      rate: 20,
      base: 10000,
      baseCurrency: 'USD',
      amount: 2000,
      amountCurrency: 'USD',
      note: 'Freight not known: 20% of FOB, rule 10(2)',
    });
    expect(line('insurance')).toMatchObject({ amount: 75.5, amountCurrency: 'USD', note: 'Insurance as given' });
    expect(q.cargo).toMatchObject({
      valueBasis: 'fob',
      value: 10000,
      freight: 2000,
      insurance: 75.5,
      cif: 12075.5,
      freightAssumed: true,
      insuranceAssumed: false,
    });
    expect(line('assessable_value')).toMatchObject({ rate: q.exchangeRate!.rate, rateUnit: 'exchange', ratePer: 1, base: 12075.5, baseCurrency: 'USD' });
    expect(line('assessable_value').note).toMatch(/^\$12,075\.50 × ₹[\d.]+ per USD = ₹/);
    expect(line('bcd').baseCurrency).toBeUndefined();
  });

  it('shows India’s export checklist only for goods leaving India', async () => {
    const exported = dutyQuoteSchema.parse(
      (await lakshmi.call(quote, routes.quoteDuty, { body: { ...shrimp, originCountry: 'India', destinationCountry: 'UAE' } })).json,
    );
    expect(exported.direction).toBe('export');
    expect(exported.exportDocuments).toEqual(expect.arrayContaining(['MPEDA registration certificate', 'EIC health certificate', 'Shipping bill']));
    expect(exported.documentsRequired).not.toContain('MPEDA registration certificate');
    const imported = dutyQuoteSchema.parse((await lakshmi.call(quote, routes.quoteDuty, { body: shrimp })).json);
    expect(imported.direction).toBe('import');
    expect(imported.exportDocuments).toBeUndefined();
    expect(imported.documentsRequired).not.toContain('EIC health certificate');

    // A request's card lists the member's own checklist: an exporter's is India's export list.
    const request = await submit(await signIn('Kiran'), { ...shrimp, originCountry: 'India', destinationCountry: 'UAE' });
    expect(request.documentsRequired).toEqual(expect.arrayContaining(['MPEDA registration certificate', 'Shipping bill']));
    expect(request.documentsRequired).not.toContain('Bill of Entry');
    expect(request.response!.breakdown!.documentsRequired).toContain('Importer customs code (UAE)');
  });

  it.each([
    [{ ...shrimp, hsCode: '03' }, 'hsCode'],
    [{ ...shrimp, value: 0 }, 'value'],
    [{ ...shrimp, value: 10.123 }, 'value'],
    [{ ...shrimp, unit: 'barrels' }, 'unit'],
    [{ ...shrimp, currency: 'XYZ' }, 'currency'],
    [{ ...shrimp, destinationCountry: '' }, 'destinationCountry'],
    [{ ...shrimp, freight: 100 }, 'valueBasis'],
  ])('refuses %j naming %s', async (body, field) => {
    const answer = await lakshmi.call(quote, routes.quoteDuty, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues.map((i: { path: string[] }) => i.path[1])).toContain(field);
  });
});

describe('trade assistance requests', () => {
  it('completes a duty calculation at once with the breakdown, calculated duty and documents', async () => {
    const request = await submit(lakshmi, shrimp);
    expect(request).toMatchObject({
      type: 'duty_calculation',
      status: 'completed',
      hsCode: '030617',
      hasReport: true,
      dutyCurrency: 'INR',
      unit: 'kg',
      quantity: 2000,
    });
    expect(request.calculatedDuty).toBe(request.response!.breakdown!.totalDuty);
    expect(request.documentsRequired).toEqual(
      expect.arrayContaining(['FSSAI import NOC', 'Importer Exporter Code (IEC)', 'Bill of Entry', 'Insurance certificate']),
    );
    // an import's checklist: the export papers of shrimp are not asked of an importer
    expect(request.documentsRequired).not.toContain('EIC health certificate');
    expect(request.documentsRequired).not.toContain('MPEDA registration certificate');
    expect(request.statusHistory.map((h) => h.status)).toEqual(['pending', 'completed']);
  });

  it('keeps an uncovered heading pending for an assisted calculation', async () => {
    const request = await submit(lakshmi, { ...shrimp, hsCode: '950300' });
    expect(request).toMatchObject({ status: 'pending', hasReport: false });
    expect(request.calculatedDuty).toBeUndefined();
  });

  it('answers an HS mapping with the top 3 candidates and keeps it pending; consultations stay pending', async () => {
    const mapping = await submit(lakshmi, { type: 'hs_mapping', requestDetails: { productDescription: 'Frozen vannamei shrimp, headless shell-on' } });
    expect(mapping.status).toBe('pending');
    expect(mapping.response!.candidates!.map((c) => c.hsCode)).toHaveLength(3);
    expect(mapping.summary).toMatch(/vannamei/);
    const dgft = await submit(lakshmi, { type: 'dgft_license', requestDetails: { serviceName: 'DGFT licence consultation' } });
    const icegate = await submit(lakshmi, { type: 'icegate_filing', requestDetails: { serviceName: 'ICEGATE filing assistance' }, status: 'pending' });
    expect([dgft.status, icegate.status]).toEqual(['pending', 'pending']);
    expect(icegate.documentsRequired).toContain('ICEGATE registration');
  });

  it.each([
    [{ type: 'duty_calculation', hsCode: '0306' }, ['value', 'originCountry', 'destinationCountry']],
    [{ type: 'hs_mapping', requestDetails: {} }, ['requestDetails']],
    [{ type: 'customs_bribe' }, ['type']],
    [{ type: 'dgft_license', status: 'completed' }, ['status']],
    [{ type: 'dgft_license', requestDetails: { iec: '123' } }, ['requestDetails']],
  ])('refuses %j', async (body, fields) => {
    const answer = await lakshmi.call(create, routes.createTradeRequest, { body });
    expect(answer.statusCode).toBe(400);
    const named = answer.json.issues.map((i: { path: string[] }) => i.path[1]);
    for (const field of fields) expect(named).toContain(field);
  });

  it('lists only the caller’s requests newest first with one Query, filtered by status and paged', async () => {
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(listMine, routes.listMyTradeRequests);
    const counts = readCounts(counter.counts());
    counter.stop();
    const items = z.array(tradeRequestSchema).parse(answer.json);
    expect(items.length).toBe(5);
    expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort().reverse());
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
    expect((await ravi.call(listMine, routes.listMyTradeRequests)).json).toEqual([]);

    const completed = await lakshmi.call(listMine, routes.listMyTradeRequests, { query: { status: 'completed' } });
    expect(completed.json.every((i: { status: string }) => i.status === 'completed')).toBe(true);
    const first = await lakshmi.call(listMine, routes.listMyTradeRequests, { query: { limit: '3' } });
    expect(first.json).toHaveLength(3);
    const next = await lakshmi.call(listMine, routes.listMyTradeRequests, { query: { limit: '3', cursor: first.headers['x-next-cursor']! } });
    expect(next.json).toHaveLength(2);
    expect([...first.json, ...next.json].map((i: { id: string }) => i.id)).toEqual(items.map((i) => i.id));
    expect((await lakshmi.call(listMine, routes.listMyTradeRequests, { query: { cursor: 'not-a-cursor' } })).statusCode).toBe(400);
  });

  it('shows a request to its member and to staff, and answers 404 to another member', async () => {
    const request = await submit(lakshmi, { type: 'dgft_license', requestDetails: { serviceName: 'DGFT licence consultation' } });
    expect((await lakshmi.call(get, routes.getTradeRequest, { params: { requestId: request.id } })).json).toMatchObject({
      id: request.id,
      memberId: lakshmi.id,
    });
    expect((await staff.call(get, routes.getTradeRequest, { params: { requestId: request.id } })).statusCode).toBe(200);
    expect((await ravi.call(get, routes.getTradeRequest, { params: { requestId: request.id } })).statusCode).toBe(404);
    expect((await ravi.call(download, routes.downloadTradeRequestReport, { params: { requestId: request.id } })).statusCode).toBe(404);
    expect((await lakshmi.call(get, routes.getTradeRequest, { params: { requestId: 'no-such-request' } })).statusCode).toBe(404);
  });

  it('lets only staff move a request: pending → processing → completed, with history, response and 409 for a stale move', async () => {
    const mapping = await submit(lakshmi, { type: 'hs_mapping', requestDetails: { productDescription: 'Dried red chilli, stemless' } });
    const move = (who: SignedIn, body: Record<string, unknown>) =>
      who.call(setStatus, routes.setTradeRequestStatus, { params: { requestId: mapping.id }, body });

    const refused = await move(lakshmi, { status: 'processing' });
    expect(refused.statusCode).toBe(403);
    expect((await move(ravi, { status: 'completed', message: 'done' })).statusCode).toBe(403);
    expect((await move(staff, { status: 'completed' })).statusCode).toBe(400); // a message is required
    expect((await move(staff, { status: 'completed', message: 'x', confirmedHsCode: '999999' })).statusCode).toBe(400);

    const processing = await move(staff, { status: 'processing' });
    expect(processing.json).toMatchObject({ status: 'processing' });
    const done = await move(staff, { status: 'completed', message: 'Teja chilli, whole and dried: 0904.21.', confirmedHsCode: '090421' });
    expect(done.statusCode).toBe(200);
    const detail = tradeRequestDetailSchema.parse(done.json);
    expect(detail).toMatchObject({
      status: 'completed',
      hsCode: '090421',
      hasReport: true,
      response: { confirmedHsCode: '090421', message: 'Teja chilli, whole and dried: 0904.21.' },
    });
    expect(detail.response!.candidates!.length).toBeGreaterThan(0);
    expect(detail.statusHistory.map((h) => h.status)).toEqual(['pending', 'processing', 'completed']);
    expect(detail.documentsRequired).toContain('Spices Board CRES');

    const stale = await move(staff, { status: 'failed', message: 'late' });
    expect(stale.statusCode).toBe(409);
    expect((await staff.call(setStatus, routes.setTradeRequestStatus, { params: { requestId: 'nope' }, body: { status: 'processing' } })).statusCode).toBe(404);
  });

  it('lists the staff queue oldest first, and refuses it to members', async () => {
    expect((await lakshmi.call(queue, routes.listTradeRequestQueue)).statusCode).toBe(403);
    const answer = await staff.call(queue, routes.listTradeRequestQueue, { query: { status: 'pending' } });
    const items = z.array(tradeRequestDetailSchema).parse(answer.json);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'pending')).toBe(true);
    expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort());
  });

  it('refuses a GSTIN whose check character is wrong with 400 on its field, writing nothing', async () => {
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(create, routes.createTradeRequest, { body: { ...shrimp, requestDetails: { gstin: '37AAPFU0939F1ZV' } } });
    const sent = counter.counts();
    counter.stop();
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toEqual([
      expect.objectContaining({ path: ['body', 'requestDetails', 'gstin'], message: expect.stringMatching(/check character/) }),
    ]);
    expect(Object.keys(sent).filter((command) => !['AuthBatchGet'].includes(command))).toEqual([]);
  });

  it('prints the importer, IEC and GSTIN given with the request on its report', async () => {
    const done = await submit(lakshmi, { ...shrimp, requestDetails: { companyName: 'Guntur Spice Traders LLP', iec: 'AAPFU0939F', gstin: '27aapfu0939f1zv' } });
    expect(done.requestDetails).toEqual({ companyName: 'Guntur Spice Traders LLP', iec: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' });
    const answer = await lakshmi.call(download, routes.downloadTradeRequestReport, { params: { requestId: done.id } });
    const [first] = await readPdf(Buffer.from(answer.body, 'base64'));
    expect(first!.text).toContain('Importer | Guntur Spice Traders LLP');
    expect(first!.text).toContain('IEC | AAPFU0939F');
    expect(first!.text).toContain('GSTIN | 27AAPFU0939F1ZV');
    expect(first!.text).toContain('Indicative estimate, not a customs assessment.');
  });

  it('downloads a completed request as a PDF, and answers 409 before it is completed', async () => {
    const done = await submit(lakshmi, { ...shrimp, valueBasis: 'fob' });
    const answer = await lakshmi.call(download, routes.downloadTradeRequestReport, { params: { requestId: done.id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="trade-duty-calculation-.*\.pdf"$/);
    const pdf = Buffer.from(answer.body, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('Basic Customs Duty');
    expect(pdf).toContain('Not known: 20% of FOB assumed');

    const pending = await submit(lakshmi, { type: 'icegate_filing', requestDetails: { serviceName: 'ICEGATE filing assistance' } });
    expect((await lakshmi.call(download, routes.downloadTradeRequestReport, { params: { requestId: pending.id } })).statusCode).toBe(409);
  });

  it.each(
    Object.entries(routes).filter(([id]) =>
      [
        'listMyTradeRequests',
        'listTradeRequestQueue',
        'quoteDuty',
        'createTradeRequest',
        'getTradeRequest',
        'setTradeRequestStatus',
        'downloadTradeRequestReport',
        'searchHsCodes',
        'getHsCode',
      ].includes(id),
    ),
  )('%s answers 401 without a session', async (id, route) => {
    const handlers: Record<string, typeof create> = {
      listMyTradeRequests: listMine,
      listTradeRequestQueue: queue,
      quoteDuty: quote,
      createTradeRequest: create,
      getTradeRequest: get,
      setTradeRequestStatus: setStatus,
      downloadTradeRequestReport: download,
      searchHsCodes: search,
      getHsCode,
    };
    const answer = await invoke(
      handlers[id]!,
      apiEvent(route as RouteDef, { pathParameters: { requestId: 'x', hsCode: '0306' }, query: { search: 'shrimp' }, body: shrimp }),
    );
    expect(answer.statusCode).toBe(401);
  });
});
