import { CHAT_REPLY_DELAY_MS, type ChatMessage } from '@club/shared';
import { Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCreateTicket } from '../api/create-concierge-ticket';
import { SUGGESTIONS, TICKET_CREATED_MESSAGE, WELCOME_MESSAGE, replyFor } from '../chat-replies';

let nextId = 0;
const message = (type: ChatMessage['type'], content: string): ChatMessage => ({
  id: `m${++nextId}-${Date.now()}`,
  type,
  content,
  timestamp: new Date().toISOString(),
});

/**
 * The concierge chat: local canned replies after 1.5 s, a typing
 * indicator, suggestion chips, Enter to send, Send disabled while blank or
 * typing. "Create ticket" sends the conversation as the ticket's transcript.
 */
export function ConciergeChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('ai', WELCOME_MESSAGE)]);
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const create = useCreateTicket({ silent: true });
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = () => {
    const text = input.trim();
    if (!text || typing) return;
    setMessages((list) => [...list, message('user', text)]);
    setInput('');
    setTyping(true);
    timer.current = setTimeout(() => {
      setMessages((list) => [...list, message('ai', replyFor(text))]);
      setTyping(false);
    }, CHAT_REPLY_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  const userMessages = messages.filter((m) => m.type === 'user');
  const createTicket = () => {
    const first = userMessages[0]?.content ?? 'Concierge request';
    create.mutate(
      {
        category: 'general',
        // Prefixes keep the spec minimums (title 5, details 10) for short chats.
        title: `Chat: ${first}`.slice(0, 120),
        details: `From the concierge chat: ${userMessages.map((m) => m.content).join(' / ')}`.slice(0, 10_000),
        priority: 'medium',
        transcript: messages,
      },
      { onSuccess: () => setMessages((list) => [...list, message('ai', TICKET_CREATED_MESSAGE)]) },
    );
  };

  return (
    <Card variation="outlined" className="chat">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} className="side-card__title">
          Chat with the concierge
        </Heading>
        <Button size="small" onClick={createTicket} isDisabled={!userMessages.length || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create ticket'}
        </Button>
      </Flex>
      <ol className="chat__log" aria-live="polite" aria-label="Conversation">
        {messages.map((m) => (
          <li key={m.id} className={`chat__message chat__message--${m.type}`}>
            <Text as="span" className="visually-hidden">
              {m.type === 'user' ? 'You: ' : 'Concierge: '}
            </Text>
            {m.content}
          </li>
        ))}
        {typing ? (
          <li className="chat__message chat__message--ai chat__typing" aria-label="Concierge is typing">
            …
          </li>
        ) : null}
      </ol>
      <Flex gap="0.25rem" wrap="wrap" className="chips">
        {SUGGESTIONS.map((s) => (
          <button key={s} type="button" className="chip" onClick={() => setInput(s)}>
            {s}
          </button>
        ))}
      </Flex>
      <Flex gap="0.5rem" alignItems="flex-end">
        <TextField
          flex="1"
          label="Message"
          labelHidden
          placeholder="Type your message..."
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variation="primary" onClick={send} isDisabled={!input.trim() || typing}>
          Send
        </Button>
      </Flex>
    </Card>
  );
}
