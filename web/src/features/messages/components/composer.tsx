import { MESSAGE_LIMITS } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { useId, useRef, useState } from 'react';
import { apiReason } from '../../../components/form';
import { useSendMessage } from '../api/send-message';

/** The length from which the counter shows (200 characters before the limit). */
const COUNTER_FROM = MESSAGE_LIMITS.bodyMax - 200;

/** The longest context label the API takes. */
const CONTEXT_MAX = 200;

/**
 * A fresh key for one send: 128 random bits in hex (as the API accepts).
 * getRandomValues rather than randomUUID, which only secure contexts have.
 */
const newClientKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The message box: Enter sends, Shift+Enter starts a new line. One send keeps
 * one client key through its retries, so a send that reached the server but
 * whose answer was lost is not posted twice; changing the text makes it a new send.
 * A refused send shows the server's reason here and keeps the text.
 */
export function Composer({ threadId, name, context }: { threadId: string; name: string; context?: string }) {
  const [text, setText] = useState('');
  // What the thread was opened from (a deal, a match): the next message carries it, then it is gone.
  const [about, setAbout] = useState(context?.slice(0, CONTEXT_MAX));
  const [failure, setFailure] = useState<string | null>(null);
  const clientKey = useRef<string | null>(null);
  const send = useSendMessage(threadId);
  const inputId = useId();
  const errorId = useId();
  const counterId = useId();
  const empty = !text.trim();

  const submit = () => {
    if (empty || send.isPending) return;
    clientKey.current ??= newClientKey();
    setFailure(null);
    send.mutate(
      { body: text.trim(), clientKey: clientKey.current, ...(about ? { context: about } : {}) },
      {
        onSuccess: () => {
          setText('');
          setAbout(undefined);
          clientKey.current = null;
        },
        onError: (error) => setFailure(apiReason(error)),
      },
    );
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {about ? (
        <p className="composer__about">
          About: {about}{' '}
          <Button size="small" variation="link" onClick={() => setAbout(undefined)}>
            Remove <span className="visually-hidden">what your message is about</span>
          </Button>
        </p>
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        Message {name}
      </label>
      <textarea
        id={inputId}
        className="composer__input"
        value={text}
        rows={2}
        maxLength={MESSAGE_LIMITS.bodyMax}
        placeholder={`Write to ${name}`}
        aria-describedby={[failure ? errorId : '', text.length >= COUNTER_FROM ? counterId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setText(event.target.value);
          clientKey.current = null;
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <div className="composer__row">
        {text.length >= COUNTER_FROM ? (
          <span id={counterId} className="composer__counter">
            {text.length.toLocaleString('en')} / {MESSAGE_LIMITS.bodyMax.toLocaleString('en')}
          </span>
        ) : null}
        <Button type="submit" variation="primary" size="small" isDisabled={empty} isLoading={send.isPending} loadingText="Sending...">
          Send
        </Button>
      </div>
      {failure ? (
        <p id={errorId} className="composer__error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
