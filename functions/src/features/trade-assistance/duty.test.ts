import { describe, expect, it } from 'vitest';
import { cifValue, convert, indiaDutyStack, uaeDutyStack } from './duty.js';

describe('India duty stack (every line to the paisa, half up)', () => {
  it('matches the worked example: FOB 1,000 + 20% freight + 1.125% insurance, BCD 10%, IGST 18%', () => {
    // indiancustoms.info: AV 1,211.25, BCD 121.125, SWS 12.1125, IGST 242.008, total 375.245 (unrounded)
    const cif = cifValue({ value: 1000, valueBasis: 'fob' });
    expect(cif).toEqual({ cif: 1211.25, fob: 1000, freight: 200, insurance: 11.25, freightAssumed: true, insuranceAssumed: true });
    const stack = indiaDutyStack(cif.cif, { bcd: 10, aidc: 0, swsExempt: false, igst: 18 });
    expect(stack.assessableValue).toBe(1211.25);
    expect(stack.bcd).toBe(121.13); // 121.125 → 121.13
    expect(stack.aidc).toBe(0);
    expect(stack.swsBase).toBe(121.13);
    expect(stack.sws).toBe(12.11); // 12.113 → 12.11
    expect(stack.igstBase).toBe(1344.49); // 1211.25 + 121.13 + 12.11
    expect(stack.igst).toBe(242.01); // 242.0082 → 242.01
    expect(stack.totalDuty).toBe(375.25); // the example's 375.245 to the paisa
    expect(stack.landedCost).toBe(1586.5);
    expect(stack.effectiveRate).toBe(30.98); // 375.25 / 1211.25 = 30.980…%
    expect(stack.payableRounded).toBe(375);
  });

  it('frozen shrimp, USD 10,000 CIF at ₹84: BCD 30%, SWS 10% of BCD, IGST 5%', () => {
    const av = convert(10_000, 84);
    expect(av).toBe(840_000);
    const stack = indiaDutyStack(av, { bcd: 30, aidc: 0, swsExempt: false, igst: 5 });
    expect(stack).toMatchObject({
      bcd: 252_000,
      sws: 25_200,
      igstBase: 1_117_200,
      igst: 55_860,
      totalDuty: 333_060,
      landedCost: 1_173_060,
      effectiveRate: 39.65,
    });
  });

  it('AIDC is a duty of customs: SWS is 10% of BCD + AIDC (raw cotton: 5 + 5 + 1)', () => {
    const stack = indiaDutyStack(100_000, { bcd: 5, aidc: 5, swsExempt: false, igst: 5 });
    expect(stack).toMatchObject({
      bcd: 5_000,
      aidc: 5_000,
      swsBase: 10_000,
      sws: 1_000,
      igstBase: 111_000,
      igst: 5_550,
      totalDuty: 16_550,
      effectiveRate: 16.55,
    });
  });

  it('respects an SWS exemption (gold: BCD 5%, AIDC 1%, no SWS, IGST 3%)', () => {
    const stack = indiaDutyStack(1_000_000, { bcd: 5, aidc: 1, swsExempt: true, igst: 3 });
    expect(stack).toMatchObject({ bcd: 50_000, aidc: 10_000, sws: 0, igstBase: 1_060_000, igst: 31_800, totalDuty: 91_800, effectiveRate: 9.18 });
  });

  it('nil IGST and an exempt SWS (apples: 15% + 35% AIDC)', () => {
    const stack = indiaDutyStack(100_000, { bcd: 15, aidc: 35, swsExempt: true, igst: 0 });
    expect(stack).toMatchObject({ bcd: 15_000, aidc: 35_000, sws: 0, igst: 0, totalDuty: 50_000, effectiveRate: 50 });
  });

  it('charges no SWS when the customs duties are nil (laptops: BCD 0, IGST 18%)', () => {
    const stack = indiaDutyStack(50_000, { bcd: 0, aidc: 0, swsExempt: false, igst: 18 });
    expect(stack).toMatchObject({ bcd: 0, sws: 0, igstBase: 50_000, igst: 9_000, totalDuty: 9_000, effectiveRate: 18 });
  });

  it('rounds each line half up to the paisa, carrying the rounded lines into the next base', () => {
    const stack = indiaDutyStack(333.33, { bcd: 7.5, aidc: 0, swsExempt: false, igst: 18 });
    expect(stack.bcd).toBe(25); // 24.99975
    expect(stack.sws).toBe(2.5);
    expect(stack.igstBase).toBe(360.83);
    expect(stack.igst).toBe(64.95); // 64.9494
    expect(stack.totalDuty).toBe(92.45);
    expect(stack.payableRounded).toBe(92);
    // a fractional rate is exact (1.125% of 1,000 = 11.25)
    expect(indiaDutyStack(1000, { bcd: 1.125, aidc: 0, swsExempt: true, igst: 0 }).bcd).toBe(11.25);
  });

  it('keeps paise exact on large values', () => {
    const stack = indiaDutyStack(12_345_678_901.23, { bcd: 30, aidc: 0, swsExempt: false, igst: 5 });
    expect(stack.bcd).toBe(3_703_703_670.37); // 3,703,703,670.369
    expect(stack.sws).toBe(370_370_367.04); // 370,370,367.037
  });
});

describe('conversion and valuation', () => {
  it('converts at the customs rate, per 100 for yen, to the paisa', () => {
    expect(convert(1234.56, 84)).toBe(103_703.04);
    expect(convert(3.33, 23.35)).toBe(77.76); // 77.7555
    expect(convert(100_000, 56.1, 100)).toBe(56_100);
    expect(convert(0.01, 84)).toBe(0.84);
  });

  it('adds given freight and insurance to FOB, and nothing to a CIF value (no landing charge)', () => {
    expect(cifValue({ value: 1000, valueBasis: 'fob', freight: 50, insurance: 5 })).toMatchObject({
      cif: 1055,
      freightAssumed: false,
      insuranceAssumed: false,
    });
    expect(cifValue({ value: 1000, valueBasis: 'fob', freight: 50 })).toMatchObject({ cif: 1061.25, insurance: 11.25, insuranceAssumed: true });
    expect(cifValue({ value: 1000, valueBasis: 'cif' })).toEqual({ cif: 1000, freightAssumed: false, insuranceAssumed: false });
  });
});

describe('UAE: 5% customs on CIF, 5% VAT on CIF + duty', () => {
  it('works out USD 10,000 CIF at the 3.6725 peg', () => {
    const cif = convert(10_000, 3.6725);
    expect(cif).toBe(36_725);
    expect(uaeDutyStack(cif)).toEqual({
      cif: 36_725,
      customsDuty: 1_836.25,
      vatBase: 38_561.25,
      vat: 1_928.06, // 1,928.0625
      totalDuty: 3_764.31,
      landedCost: 40_489.31,
      effectiveRate: 10.25,
    });
  });
});
