import { formatPercent } from '@club/shared';

/**
 * The Resources tab's valuation calculator: pre- and post-money,
 * the new investors' stake and the founders' dilution, round by round.
 *
 * One round: post-money = pre-money + investment; the new investors own
 * investment / post-money; everyone who held shares before is diluted by the
 * same fraction, so the founders keep ownershipBefore × pre-money / post-money.
 * With a share count the round also has a price per share (pre-money / shares
 * before) and the number of new shares it issues (investment / price).
 */

/** A round as entered: its name, one of pre- or post-money (`basis`), and the amount invested. */
export interface RoundInput {
  name: string;
  /** Which valuation the member typed: the one before or after the money comes in. */
  basis: 'pre' | 'post';
  valuation: number;
  investment: number;
}

export interface RoundResult {
  name: string;
  preMoney: number;
  investment: number;
  postMoney: number;
  /** The round's investors' stake right after it (0–1). */
  investorShare: number;
  /** The fraction by which every earlier holder's stake shrinks (equals investorShare). */
  dilution: number;
  /** The founders' stake before and after the round (0–1). */
  foundersBefore: number;
  foundersAfter: number;
  pricePerShare: number;
  newShares: number;
  sharesAfter: number;
}

/** Why a round cannot be computed, or undefined when it can. */
export function roundProblem(round: RoundInput): string | undefined {
  const { valuation, investment, basis } = round;
  if (!Number.isFinite(valuation) || valuation <= 0) return `${basis === 'pre' ? 'Pre-money' : 'Post-money'} valuation must be above 0`;
  if (!Number.isFinite(investment) || investment < 0) return 'Investment must be 0 or more';
  if (basis === 'post' && investment >= valuation) return 'Post-money valuation must be above the investment';
  return undefined;
}

/** One round's valuations and stake: pre-money, post-money and the investors' share. */
export function priceRound(round: RoundInput): Pick<RoundResult, 'preMoney' | 'postMoney' | 'investment' | 'investorShare'> {
  const problem = roundProblem(round);
  if (problem) throw new RangeError(problem);
  const preMoney = round.basis === 'pre' ? round.valuation : round.valuation - round.investment;
  const postMoney = preMoney + round.investment;
  return { preMoney, postMoney, investment: round.investment, investorShare: round.investment / postMoney };
}

/**
 * Every round in order, starting from the founders owning `foundersStake`
 * (1 = 100 %) of `initialShares` shares. Throws RangeError naming the first
 * round that cannot be computed.
 */
export function valueRounds(rounds: RoundInput[], { initialShares = 10_000_000, foundersStake = 1 } = {}): RoundResult[] {
  if (!(initialShares > 0)) throw new RangeError('Shares must be above 0');
  if (!(foundersStake > 0 && foundersStake <= 1)) throw new RangeError('Founders’ stake must be above 0 % and at most 100 %');
  let shares = initialShares;
  let founders = foundersStake;
  return rounds.map((round) => {
    const priced = priceRound(round);
    const pricePerShare = priced.preMoney / shares;
    const newShares = priced.investment / pricePerShare;
    const foundersBefore = founders;
    founders = foundersBefore * (priced.preMoney / priced.postMoney);
    shares += newShares;
    return {
      name: round.name,
      ...priced,
      dilution: priced.investorShare,
      foundersBefore,
      foundersAfter: founders,
      pricePerShare,
      newShares,
      sharesAfter: shares,
    };
  });
}

/** A share (0–1) as a percent with at most two decimals: 0.2 → '20%', 0.166666 → '16.67%'. */
export const percentText = (share: number): string => formatPercent(share * 100, 2);
