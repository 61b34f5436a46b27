/** Full-page navigation (sign-in, sign-out): leaves the single-page app on purpose. */
export function redirectTo(url: string): void {
  window.location.href = url;
}
