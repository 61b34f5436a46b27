import { BADGES, CHAPTERS, type Badge, type Chapter, type Profile, allTimeZones, memberRoutes, labelOf } from '@club/shared';
import { CheckboxField, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { FieldError, FormActions, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { CompanySelect } from '../../companies';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateProfile } from '../api/update-my-profile';
import { useTimeZone } from '../../../lib/time-zone';

/** Update Profile: the member's own names, phone, LinkedIn URL, company, chapters, badges and contact sharing. */
export function UpdateProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const profile = useMyProfile(open);
  return (
    <Dialog open={open} onClose={onClose} title="Update Profile">
      {profile.data ? <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} onDone={onClose} /> : <Loader ariaLabel="Loading your profile" />}
    </Dialog>
  );
}

const toggle = <T extends string>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const shownZone = useTimeZone();
  // The stored and the browser's zone are offered even where the runtime's list names them otherwise ('Asia/Calcutta').
  const zones = useMemo(() => [...new Set([profile.timeZone ?? shownZone, ...allTimeZones()])], [profile.timeZone, shownZone]);
  // The API's schema checks the fields first; a 400's issues land under the same fields.
  const form = useZodForm(memberRoutes.updateMyProfile.body, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      companyId: profile.companyId ?? '',
      chapters: profile.chapters,
      badges: profile.badges,
      shareContact: profile.shareContact,
      // Unset, the select starts at the zone times are shown in now (the browser's).
      timeZone: profile.timeZone ?? shownZone,
    },
    // A blank phone or LinkedIn URL clears it.
    toBody: (values) => ({ ...values, phone: values.phone.trim(), linkedinUrl: values.linkedinUrl.trim() }),
  });
  const chapters = form.controlled('chapters');
  const badges = form.controlled('badges');
  const submit = form.onSubmit((body) => update.mutate(body, form.mutateOptions(onDone)));
  return (
    <form onSubmit={submit} noValidate className="stack-form">
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Last name" {...form.field('lastName')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField label="LinkedIn URL" descriptiveText="https://www.linkedin.com/in/..." {...form.field('linkedinUrl')} />
      <CompanySelect {...form.controlled('companyId')} />
      <fieldset className="checkbox-group">
        <legend>Chapters</legend>
        {CHAPTERS.map((chapter: Chapter) => (
          <CheckboxField
            key={chapter}
            label={chapter}
            name="chapters"
            value={chapter}
            checked={chapters.value.includes(chapter)}
            onChange={() => chapters.onChange(toggle(chapters.value, chapter))}
          />
        ))}
      </fieldset>
      <FieldError message={chapters.errorMessage} />
      <fieldset className="checkbox-group">
        <legend>Badges (self-declared)</legend>
        {BADGES.map((badge: Badge) => (
          <CheckboxField
            key={badge}
            label={labelOf(badge)}
            name="badges"
            value={badge}
            checked={badges.value.includes(badge)}
            onChange={() => badges.onChange(toggle(badges.value, badge))}
          />
        ))}
      </fieldset>
      <FieldError message={badges.errorMessage} />
      <CheckboxField label="Share my e-mail and phone in the directory" {...form.checkbox('shareContact')} />
      <SelectField label="Time zone" descriptiveText="Dates and times are shown in this zone" {...form.field('timeZone')}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <FormActions onCancel={onDone} submitLabel="Save profile" pendingLabel="Saving..." isPending={update.isPending} />
    </form>
  );
}
