/** How many copies of the text tile a page: enough to cover a tall page at any width once turned. */
const COPIES = 40;

/**
 * The viewer's watermark drawn over a page: its text repeated diagonally
 * across the whole page. It lets clicks through and cannot be selected, so
 * it never gets in the way of reading and never leaves with copied text.
 */
export function Watermark({ text }: { text: string }) {
  return (
    <div className="watermark" aria-hidden="true" data-testid="watermark">
      <div className="watermark__field">
        {Array.from({ length: COPIES }, (_, i) => (
          <span key={i} className="watermark__text">
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
