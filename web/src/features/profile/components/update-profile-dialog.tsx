import { BADGES, CHAPTERS, type Badge, type Chapter, type Profile } from '@club/shared';
import { Button, CheckboxField, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { labelOf } from '../../../lib/format';
import { CompanySelect } from '../../companies';
import { useMyProfile, useUpdateProfile } from '../api/profile';

type Errors = Partial<Record<string, string>>;

/** The API's 400 body `{ message, issues: [{ path: ['body', field], message }] }` as field → message. */
function fieldErrors(error: unknown): Errors {
  const text = error instanceof Error ? error.message.replace(/^400: /, '') : '';
  try {
    const body = JSON.parse(text) as { issues?: { path: (string | number)[]; message: string }[] };
    return Object.fromEntries((body.issues ?? []).map((issue) => [String(issue.path[1]), issue.message]));
  } catch {
    return {};
  }
}

/** Update Profile: the member's own names, phone, LinkedIn URL, company, chapters, badges and contact sharing. */
export function UpdateProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const profile = useMyProfile(open);
  return (
    <Dialog open={open} onClose={onClose} title="Update Profile">
      {profile.data ? <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} onDone={onClose} /> : <Loader ariaLabel="Loading your profile" />}
    </Dialog>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    companyId: profile.companyId ?? '',
    chapters: profile.chapters,
    badges: profile.badges,
    shareContact: profile.shareContact,
  });
  const update = useUpdateProfile();
  const errors = update.isError ? fieldErrors(update.error) : {};
  const toggle = <T extends string>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const text = (field: 'firstName' | 'lastName' | 'phone' | 'linkedinUrl', label: string, extra: { type?: string; descriptiveText?: string } = {}) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
      hasError={Boolean(errors[field])}
      errorMessage={errors[field]}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ ...form, phone: form.phone.trim(), linkedinUrl: form.linkedinUrl.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="stack-form">
      {text('firstName', 'First name')}
      {text('lastName', 'Last name')}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('linkedinUrl', 'LinkedIn URL', { descriptiveText: 'https://www.linkedin.com/in/...' })}
      <CompanySelect value={form.companyId} onChange={(companyId) => setForm((f) => ({ ...f, companyId }))} />
      {errors.companyId ? <Text className="field-error">{errors.companyId}</Text> : null}
      <fieldset className="checkbox-group">
        <legend>Chapters</legend>
        {CHAPTERS.map((chapter: Chapter) => (
          <CheckboxField
            key={chapter}
            label={chapter}
            name="chapters"
            value={chapter}
            checked={form.chapters.includes(chapter)}
            onChange={() => setForm((f) => ({ ...f, chapters: toggle(f.chapters, chapter) }))}
          />
        ))}
      </fieldset>
      <fieldset className="checkbox-group">
        <legend>Badges (self-declared)</legend>
        {BADGES.map((badge: Badge) => (
          <CheckboxField
            key={badge}
            label={labelOf(badge)}
            name="badges"
            value={badge}
            checked={form.badges.includes(badge)}
            onChange={() => setForm((f) => ({ ...f, badges: toggle(f.badges, badge) }))}
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Share my e-mail and phone in the directory"
        name="shareContact"
        checked={form.shareContact}
        onChange={(e) => setForm((f) => ({ ...f, shareContact: e.target.checked }))}
      />
      <Flex justifyContent="flex-end" gap="0.5rem">
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variation="primary" isDisabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </Flex>
    </form>
  );
}
