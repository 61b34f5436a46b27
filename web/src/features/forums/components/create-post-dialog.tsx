import { POST_TYPES, createPostBody, type PostType } from '@club/shared';
import { Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { REQUIRED_FIELDS_TOAST, hasRequired } from '../../../lib/create-mutation';
import { labelOf } from '../../../lib/format';
import { useCreatePost, useForums } from '../api/forums';

interface PostForm {
  title: string;
  body: string;
  type: PostType;
  forumId: string;
  tags: string;
}

const EMPTY: PostForm = { title: '', body: '', type: 'ask', forumId: '', tags: '' };

const TAGS_RULE = 'Use at most 10 tags of up to 40 characters each.';

/** Tags from the comma-separated input: trimmed, empty items dropped (spec 1 §5). */
export const parseTags = (input: string): string[] =>
  input
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The Create Post dialog (spec 1 §4, §5): title, body and forum required; type defaults to ask. */
export function CreatePostDialog({ open, onClose, forumId }: { open: boolean; onClose: () => void; forumId?: string }) {
  const [form, setForm] = useState<PostForm>({ ...EMPTY, forumId: forumId ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PostForm, string>>>({});
  const forums = useForums();
  const create = useCreatePost();
  const set = (field: keyof PostForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequired(form, ['title', 'body', 'forumId'])) {
      toast(REQUIRED_FIELDS_TOAST);
      return;
    }
    // The schema the API validates with: its other rules (lengths, at most 10 tags) show under the fields.
    const parsed = createPostBody.safeParse({ title: form.title, body: form.body, type: form.type, forumId: form.forumId, tags: parseTags(form.tags) });
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => [String(issue.path[0]), issue.path[0] === 'tags' ? TAGS_RULE : issue.message]);
      setErrors(Object.fromEntries(messages));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm({ ...EMPTY, forumId: forumId ?? '' });
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Create Post">
      <form onSubmit={submit} noValidate className="stack-form">
        <TextField label="Title" value={form.title} onChange={set('title')} isRequired hasError={Boolean(errors.title)} errorMessage={errors.title} />
        <TextAreaField label="Body" rows={5} value={form.body} onChange={set('body')} isRequired hasError={Boolean(errors.body)} errorMessage={errors.body} />
        <SelectField label="Forum" value={form.forumId} onChange={set('forumId')} isRequired>
          <option value="">Select a forum</option>
          {forums.items.map((forum) => (
            <option key={forum.id} value={forum.id}>
              {forum.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type" value={form.type} onChange={set('type')}>
          {POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {labelOf(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tags"
          descriptiveText="Separate tags with commas"
          value={form.tags}
          onChange={set('tags')}
          hasError={Boolean(errors.tags)}
          errorMessage={errors.tags}
        />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Post'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
