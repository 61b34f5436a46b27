import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_REL } from '../../../components/ui/external-link';
import { aNetworkUser } from '../../../test/fixtures';
import { ProfileLink } from './person-bits';

describe('ProfileLink', () => {
  it('a member’s profile link carries the rel', () => {
    render(<ProfileLink user={aNetworkUser({ linkedinUrl: 'https://www.linkedin.com/in/anil' })} />);
    expect(screen.getByRole('link', { name: /View Profile of .* on LinkedIn/ })).toHaveAttribute('rel', EXTERNAL_REL);
  });
});
