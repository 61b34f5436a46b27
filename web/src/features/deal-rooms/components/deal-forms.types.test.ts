import type { DealDetails, DealUpdateParsed } from '@club/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { aDeal } from '../../../test/deal-room-fixtures';
import { detailsOf, type DetailsValues } from './details-form';
import { settingsOf, type SettingsValues } from './room-settings-form';

describe('the deal forms’ values follow the shared definitions (checked by `tsc -p web`)', () => {
  it('hold the details, and the edit’s other fields as room settings', () => {
    expectTypeOf<keyof DetailsValues>().toEqualTypeOf<keyof DealDetails>();
    expectTypeOf<keyof SettingsValues>().toEqualTypeOf<Exclude<keyof DealUpdateParsed, keyof DealDetails>>();
  });

  it('fail to compile when the definition has a field the form values lack', () => {
    // @ts-expect-error the details have no burnRate: a detail added to the definition must be added to the form
    const details: DetailsValues<DealDetails & { burnRate?: string }> = detailsOf(aDeal());
    // @ts-expect-error the settings have no roomColour: a setting added to the edit must be added to the form
    const settings: SettingsValues<DealUpdateParsed & { roomColour?: string }> = settingsOf(aDeal());
    expect(Object.keys(details)).not.toContain('burnRate');
    expect(Object.keys(settings)).not.toContain('roomColour');
  });
});
