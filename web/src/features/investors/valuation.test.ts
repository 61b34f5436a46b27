import { describe, expect, it } from 'vitest';
import { percentText, priceRound, roundProblem, valueRounds } from './valuation';

describe('priceRound', () => {
  it('adds the investment to the pre-money valuation', () => {
    expect(priceRound({ name: 'Seed', basis: 'pre', valuation: 40_000_000, investment: 10_000_000 })).toEqual({
      preMoney: 40_000_000,
      postMoney: 50_000_000,
      investment: 10_000_000,
      investorShare: 0.2,
    });
  });

  it('takes the investment out of a post-money valuation', () => {
    const round = priceRound({ name: 'Seed', basis: 'post', valuation: 50_000_000, investment: 10_000_000 });
    expect(round.preMoney).toBe(40_000_000);
    expect(round.postMoney).toBe(50_000_000);
    expect(round.investorShare).toBe(0.2);
  });

  it('refuses a zero valuation, a negative investment and a post-money not above the investment', () => {
    expect(roundProblem({ name: 'x', basis: 'pre', valuation: 0, investment: 1 })).toBe('Pre-money valuation must be above 0');
    expect(roundProblem({ name: 'x', basis: 'pre', valuation: 10, investment: -1 })).toBe('Investment must be 0 or more');
    expect(roundProblem({ name: 'x', basis: 'post', valuation: 10, investment: 10 })).toBe('Post-money valuation must be above the investment');
    expect(roundProblem({ name: 'x', basis: 'pre', valuation: Number.NaN, investment: 1 })).toBeDefined();
    expect(() => priceRound({ name: 'x', basis: 'pre', valuation: 0, investment: 1 })).toThrow(RangeError);
  });
});

describe('valueRounds', () => {
  it('dilutes the founders round by round and prices the shares', () => {
    const [seed, seriesA] = valueRounds(
      [
        { name: 'Seed', basis: 'pre', valuation: 40_000_000, investment: 10_000_000 },
        { name: 'Series A', basis: 'pre', valuation: 150_000_000, investment: 50_000_000 },
      ],
      { initialShares: 1_000_000 },
    );
    expect(seed!.postMoney).toBe(50_000_000);
    expect(seed!.dilution).toBe(0.2);
    expect(seed!.foundersBefore).toBe(1);
    expect(seed!.foundersAfter).toBeCloseTo(0.8);
    expect(seed!.pricePerShare).toBe(40);
    expect(seed!.newShares).toBe(250_000);
    expect(seed!.sharesAfter).toBe(1_250_000);

    expect(seriesA!.postMoney).toBe(200_000_000);
    expect(seriesA!.investorShare).toBe(0.25);
    expect(seriesA!.foundersAfter).toBeCloseTo(0.6);
    expect(seriesA!.pricePerShare).toBe(120);
    // The new shares are the round's stake of all shares after it.
    expect(seriesA!.newShares / seriesA!.sharesAfter).toBeCloseTo(0.25);
  });

  it('starts from the founders’ stake when others already hold shares', () => {
    const [round] = valueRounds([{ name: 'Seed', basis: 'pre', valuation: 9_000_000, investment: 1_000_000 }], { foundersStake: 0.9 });
    expect(round!.foundersAfter).toBeCloseTo(0.81);
  });

  it('leaves the founders whole for a round without money', () => {
    const [round] = valueRounds([{ name: 'Bridge', basis: 'pre', valuation: 5_000_000, investment: 0 }]);
    expect(round!.dilution).toBe(0);
    expect(round!.foundersAfter).toBe(1);
  });

  it('names the round it cannot compute', () => {
    expect(() => valueRounds([{ name: 'Seed', basis: 'post', valuation: 1, investment: 5 }])).toThrow('Post-money valuation must be above the investment');
    expect(() => valueRounds([], { foundersStake: 0 })).toThrow(RangeError);
  });
});

describe('percentText', () => {
  it('shows at most two decimals', () => {
    expect(percentText(0.2)).toBe('20%');
    expect(percentText(1 / 6)).toBe('16.67%');
  });
});
