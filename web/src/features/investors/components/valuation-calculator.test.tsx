import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ValuationCalculator } from './valuation-calculator';

const round = (n: number) => within(screen.getByRole('group', { name: `Round ${n}` }));

describe('ValuationCalculator', () => {
  it('gives the post-money, stake, dilution and founders’ share of a round', async () => {
    const user = userEvent.setup();
    render(<ValuationCalculator />);
    expect(screen.getByText('Enter a valuation and an investment to see the round.')).toBeInTheDocument();
    await user.type(round(1).getByLabelText('Pre-money valuation'), '40000000');
    await user.type(round(1).getByLabelText('Investment'), '10000000');
    const result = within(screen.getByTestId('valuation-result'));
    expect(result.getByTestId('post-money')).toHaveTextContent('₹5Cr');
    expect(result.getByText('Pre-money').nextSibling).toHaveTextContent('₹4Cr');
    expect(result.getByText('New investors’ stake').nextSibling).toHaveTextContent('20%');
    expect(result.getByText('Dilution').nextSibling).toHaveTextContent('20%');
    expect(result.getByText('Founders').nextSibling).toHaveTextContent('100% → 80%');
    expect(result.getByText('Price per share').nextSibling).toHaveTextContent('₹4');
  });

  it('reads a post-money valuation, shows $ amounts and chains a second round', async () => {
    const user = userEvent.setup();
    render(<ValuationCalculator />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.selectOptions(round(1).getByLabelText('Valuation entered'), 'post');
    await user.type(round(1).getByLabelText('Post-money valuation'), '5000000');
    await user.type(round(1).getByLabelText('Investment'), '1000000');
    await user.click(screen.getByRole('button', { name: '+ Add round' }));
    expect(round(2).getByLabelText('Round name')).toHaveValue('Series A');
    await user.type(round(2).getByLabelText('Pre-money valuation'), '15000000');
    await user.type(round(2).getByLabelText('Investment'), '5000000');
    const [seed, seriesA] = screen.getAllByTestId('valuation-result');
    expect(within(seed!).getByText('Pre-money').nextSibling).toHaveTextContent('$4M');
    expect(within(seed!).getByTestId('post-money')).toHaveTextContent('$5M');
    expect(within(seriesA!).getByTestId('post-money')).toHaveTextContent('$20M');
    expect(within(seriesA!).getByText('Founders').nextSibling).toHaveTextContent('80% → 60%');
  });

  it('says what is wrong with a round instead of computing it', async () => {
    const user = userEvent.setup();
    render(<ValuationCalculator />);
    await user.selectOptions(round(1).getByLabelText('Valuation entered'), 'post');
    await user.type(round(1).getByLabelText('Post-money valuation'), '100');
    await user.type(round(1).getByLabelText('Investment'), '500');
    expect(screen.getByRole('alert')).toHaveTextContent('Seed: Post-money valuation must be above the investment');
    expect(screen.queryByTestId('valuation-result')).not.toBeInTheDocument();
  });
});
