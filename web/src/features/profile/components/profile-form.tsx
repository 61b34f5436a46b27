import { BADGES, CHAPTERS, CONTACT_VISIBILITIES, CONTACT_VISIBILITY_LABELS, type Badge, type Chapter, type Profile, labelOf, memberRoutes } from '@club/shared';
import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { FieldError, FormActions, useZodForm } from '../../../components/form';
import { CompanySelect } from '../../companies';
import { useUpdateProfile } from '../api/update-my-profile';
import { zonePicker } from '../../../lib/time-zone-picker';

const toggle = <T extends string>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The member's own names, photo link, title, phone, LinkedIn URL, company, chapters, badges, who sees their contact details and their time zone. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  // Unset, the picker starts at the browser's zone; either way under its current name (Kolkata, not Calcutta).
  const zones = useMemo(() => zonePicker(profile.timeZone), [profile.timeZone]);
  // The API's schema checks the fields first; a 400's issues land under the same fields.
  const form = useZodForm(memberRoutes.updateMyProfile.body, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: profile.title ?? '',
      profileImageUrl: profile.profileImageUrl ?? '',
      phone: profile.phone ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      companyId: profile.companyId ?? '',
      chapters: profile.chapters,
      badges: profile.badges,
      contactVisibility: profile.contactVisibility,
      timeZone: zones.selected,
    },
    // A blank title, photo link, phone or LinkedIn URL clears it.
    toBody: (values) => ({
      ...values,
      title: values.title.trim(),
      profileImageUrl: values.profileImageUrl.trim(),
      phone: values.phone.trim(),
      linkedinUrl: values.linkedinUrl.trim(),
    }),
  });
  const chapters = form.controlled('chapters');
  const badges = form.controlled('badges');
  const submit = form.onSubmit((body) => update.mutate(body, form.mutateOptions(onDone)));
  return (
    <form onSubmit={submit} noValidate className="stack-form">
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Last name" {...form.field('lastName')} />
      <TextField
        label="Photo link"
        descriptiveText="A link to your photo (https://...). Signing in with LinkedIn uses your LinkedIn picture instead."
        {...form.field('profileImageUrl')}
      />
      <TextField label="Title" descriptiveText="Your role, as members see it beside your name" {...form.field('title')} />
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
      <SelectField label="Who sees my e-mail and phone" {...form.field('contactVisibility')}>
        {CONTACT_VISIBILITIES.map((value) => (
          <option key={value} value={value}>
            {CONTACT_VISIBILITY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Time zone" descriptiveText="Dates and times are shown in this zone" {...form.field('timeZone')}>
        {zones.options.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <FormActions onCancel={onDone} submitLabel="Save profile" pendingLabel="Saving..." isPending={update.isPending} />
    </form>
  );
}
