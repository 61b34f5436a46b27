import { useMessageSettings, useUpdateMessageSettings } from '../api/message-settings';

/** Read receipts on or off: a native switch, like the mail settings' (no extra form chunk). */
export function ReadReceiptsSetting() {
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();
  const on = update.isPending ? Boolean(update.variables?.readReceipts) : (settings.data?.readReceipts ?? true);
  return (
    <section className="messages-settings" aria-labelledby="messages-settings-title">
      <h2 id="messages-settings-title" className="messages-settings__title">
        Settings
      </h2>
      <label className="messages-switch">
        <input
          type="checkbox"
          role="switch"
          className="messages-switch__input"
          checked={on}
          disabled={!settings.data || update.isPending}
          onChange={(event) => update.mutate({ readReceipts: event.target.checked })}
          aria-describedby="read-receipts-help"
        />
        <span>Read receipts</span>
      </label>
      <p id="read-receipts-help" className="messages-settings__help">
        When off, nobody sees “Seen” from you and you don’t see it from others.
      </p>
    </section>
  );
}
