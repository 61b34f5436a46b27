/** Rows of text over a page: enough to cover a tall page once turned. */
const ROWS = 30;
/** About how many characters a row holds: wider than any turned page (up to 840 px at the largest type). */
const ROW_CHARS = 300;

/**
 * The viewer's watermark drawn over a page: its text repeated in diagonal
 * rows across the whole page, each row longer than the page is wide, so a
 * long text (name, email and day) leaves no band of the page bare. It lets
 * clicks through and cannot be selected, so it never gets in the way of
 * reading and never leaves with copied text.
 */
export function Watermark({ text }: { text: string }) {
  const perRow = Math.max(2, Math.ceil(ROW_CHARS / (text.length + 4)));
  return (
    <div className="watermark" aria-hidden="true" data-testid="watermark">
      <div className="watermark__field">
        {Array.from({ length: ROWS }, (_, row) => (
          <div key={row} className="watermark__row">
            {Array.from({ length: perRow }, (_, i) => (
              <span key={i} className="watermark__text">
                {text}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
