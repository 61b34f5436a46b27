import { POST_TYPES, type PostType, forumRoutes, labelOf } from '@club/shared';
import { SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, commaList, useZodForm } from '../../../components/form';
import { useCreatePost } from '../api/create-post';
import { useForums } from '../api/list-forums';

const EMPTY = { title: '', body: '', type: 'ask' as PostType, forumId: '', tags: '' };
type PostForm = typeof EMPTY;

const TAGS_RULE = 'Use at most 10 tags of up to 40 characters each.';

/** Tags from the comma-separated input: trimmed, empty items dropped. */
export const parseTags = commaList;

/** The Create Post dialog: title, body and forum required; type defaults to ask. */
export function CreatePostDialog({ open, onClose, forumId }: { open: boolean; onClose: () => void; forumId?: string }) {
  const forums = useForums();
  const create = useCreatePost();
  // The schema the API validates with: its other rules (lengths, at most 10 tags) show under the fields.
  const form = useZodForm(forumRoutes.createPost.body, {
    defaultValues: { ...EMPTY, forumId: forumId ?? '' },
    toBody: (values: PostForm) => ({ ...values, tags: parseTags(values.tags) }),
    required: ['title', 'body', 'forumId'],
    messages: { tags: TAGS_RULE },
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Post"
      onSubmit={submit}
      submitLabel="Create Post"
      pendingLabel="Creating..."
      isPending={create.isPending}
    >
      <TextField label="Title" isRequired {...form.field('title')} />
      <TextAreaField label="Body" rows={5} isRequired {...form.field('body')} />
      <SelectField label="Forum" isRequired {...form.field('forumId')}>
        <option value="">Select a forum</option>
        {forums.items.map((forum) => (
          <option key={forum.id} value={forum.id}>
            {forum.title}
          </option>
        ))}
      </SelectField>
      <SelectField label="Type" {...form.field('type')}>
        {POST_TYPES.map((type) => (
          <option key={type} value={type}>
            {labelOf(type)}
          </option>
        ))}
      </SelectField>
      <TextField label="Tags" descriptiveText="Separate tags with commas" {...form.field('tags')} />
    </FormDialog>
  );
}
