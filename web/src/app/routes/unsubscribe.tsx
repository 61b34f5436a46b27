import { UnsubscribePage } from '../../features/mail';

/** /unsubscribe?token=: a mail's unsubscribe link, signed in or not. */
export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
