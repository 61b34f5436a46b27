import { DELETED_MESSAGE_TEXT, formatDateTime, MESSAGE_LIMITS, type Message } from '@club/shared';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { LinkedText } from './linked-text';

/** True while the member may still edit a message they sent (MESSAGE_LIMITS.editMinutes after sending). */
export const canStillEdit = (message: Message, now = Date.now()): boolean => now - Date.parse(message.sentAt) < MESSAGE_LIMITS.editMinutes * 60_000;

function EditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const [body, setBody] = useState(message.body);
  const edit = useEditMessage(message.threadId);
  const label = useId();
  const save = () => edit.mutate({ messageId: message.id, body }, { onSuccess: onDone });
  return (
    <form
      className="message__edit"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={label} className="visually-hidden">
        Edit message
      </label>
      <textarea
        id={label}
        className="message__edit-input"
        value={body}
        maxLength={MESSAGE_LIMITS.bodyMax}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
      />
      <Flex gap="0.5rem" justifyContent="flex-end">
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
        <Button size="small" type="submit" variation="primary" isDisabled={!body.trim()} isLoading={edit.isPending} loadingText="Saving...">
          Save
        </Button>
      </Flex>
    </form>
  );
}

function DeleteDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const remove = useDeleteMessage(message.threadId);
  return (
    <Dialog open onClose={onClose} title="Delete this message?">
      <Text>It stays in the conversation as “{DELETED_MESSAGE_TEXT}”, for both of you.</Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Keep</Button>
        <Button
          variation="destructive"
          onClick={() => remove.mutate(message.id, { onSuccess: onClose })}
          isLoading={remove.isPending}
          loadingText="Deleting..."
        >
          Delete
        </Button>
      </Flex>
    </Dialog>
  );
}

/** The member's own message's options: Edit (while it may still be edited) and Delete, behind one small button. */
function MessageOptions({ message, sent, onEdit }: { message: Message; sent: string; onEdit: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const panel = useId();
  const editable = open && canStillEdit(message);
  return (
    <div className="message__options">
      <Button
        size="small"
        variation="link"
        aria-label={`Options for your message of ${sent}`}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </Button>
      <div id={panel} className="message__options-panel" hidden={!open}>
        {editable ? (
          <Button
            size="small"
            variation="link"
            onClick={() => {
              setOpen(false);
              onEdit();
            }}
          >
            Edit
          </Button>
        ) : null}
        <Button
          size="small"
          variation="link"
          onClick={() => {
            setOpen(false);
            setDeleting(true);
          }}
        >
          Delete
        </Button>
      </div>
      {deleting ? <DeleteDialog message={message} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}

/**
 * One message: the body as written (links clickable, line breaks kept), when
 * it was sent, "edited", "Message deleted" in place of a deleted one; the
 * member's own ones on the other side, with their options, and "Seen" under
 * their last one once the other has read it.
 */
export function MessageItem({ message, mine, author, seen, zone }: { message: Message; mine: boolean; author: string; seen: boolean; zone: string }) {
  const [editing, setEditing] = useState(false);
  const sent = formatDateTime(message.sentAt, zone, { weekday: false });
  return (
    <li className={mine ? 'message message--mine' : 'message'} data-message-id={message.id}>
      <div className="message__bubble">
        <span className="visually-hidden">{mine ? 'You' : author}: </span>
        {message.deleted ? (
          <p className="message__deleted">{DELETED_MESSAGE_TEXT}</p>
        ) : editing ? (
          <EditForm message={message} onDone={() => setEditing(false)} />
        ) : (
          <p className="message__body">
            <LinkedText text={message.body} />
          </p>
        )}
        <p className="message__meta">
          <time dateTime={message.sentAt}>{sent}</time>
          {message.editedAt && !message.deleted ? <span className="message__edited"> · edited</span> : null}
          {message.context ? <span className="message__context"> · {message.context}</span> : null}
        </p>
      </div>
      {mine && !message.deleted && !editing ? <MessageOptions message={message} sent={sent} onEdit={() => setEditing(true)} /> : null}
      {seen ? <p className="message__seen">Seen</p> : null}
    </li>
  );
}
