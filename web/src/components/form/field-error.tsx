import { Text } from '@aws-amplify/ui-react';

/** A field message under something that is not an Amplify field (a group, a custom picker). */
export function FieldError({ message }: { message?: string }) {
  return message ? <Text className="field-error">{message}</Text> : null;
}

/** The form's messages as one alert list, for fields that may not be on screen (the plan wizard's other steps). */
export function ErrorSummary({ messages }: { messages: string[] }) {
  return messages.length ? (
    <ul className="field-error" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  ) : null;
}
