import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PersonChip, PersonFaces } from './person-chip';

const ravi = { id: 'm1', firstName: 'Ravi Teja', lastName: 'Gadde', title: 'Founder & CEO', companyName: 'London Foods' };

describe('PersonChip', () => {
  it('shows initials when there is no photo, with name, title and company', () => {
    render(<PersonChip person={ravi} />);
    const chip = screen.getByTestId('person-chip');
    expect(chip).toHaveTextContent('RG');
    expect(chip.querySelector('img')).toBeNull();
    expect(within(chip).getByText('Ravi Teja Gadde')).toBeInTheDocument();
    expect(within(chip).getByText('Founder & CEO')).toBeInTheDocument();
    expect(within(chip).getByText('London Foods')).toBeInTheDocument();
  });

  it('shows the photo instead of initials, and title · company on one line when compact', () => {
    render(<PersonChip person={{ ...ravi, profileImageUrl: 'https://example.com/ravi.jpg' }} size="compact" />);
    const chip = screen.getByTestId('person-chip');
    expect(chip.querySelector('img')).toHaveAttribute('src', 'https://example.com/ravi.jpg');
    expect(chip).not.toHaveTextContent('RG');
    expect(within(chip).getByText('Founder & CEO · London Foods')).toBeInTheDocument();
  });

  it('falls back to "?" initials and "Member" for a blank name', () => {
    render(<PersonChip person={{ firstName: ' ', lastName: '' }} />);
    const chip = screen.getByTestId('person-chip');
    expect(chip).toHaveTextContent('?');
    expect(within(chip).getByText('Member')).toBeInTheDocument();
  });

  it('marks a verified member, and only them', () => {
    const { rerender } = render(<PersonChip person={{ ...ravi, verified: true }} />);
    expect(screen.getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    rerender(<PersonChip person={{ ...ravi, verified: false }} />);
    expect(screen.queryByRole('img', { name: 'Verified member' })).toBeNull();
  });

  it('makes the name the link to the profile page when there is one, and a heading when asked', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PersonChip person={ravi} href="/profile" headingLevel={3} nameId="who" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Ravi Teja Gadde' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { level: 3, name: 'Ravi Teja Gadde' })).toHaveAttribute('id', 'who');
    unmount();
    render(<PersonChip person={ravi} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PersonFaces', () => {
  it('lists the faces by name and counts the rest', () => {
    render(<PersonFaces label="Mutual connections" total={5} people={[ravi, { id: 'm2', firstName: 'Swathi', lastName: 'Bandaru' }]} />);
    const list = screen.getByRole('list', { name: 'Mutual connections' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RGRavi Teja Gadde', 'SBSwathi Bandaru']);
    expect(screen.getByText('+3')).toBeInTheDocument();
  });
});
