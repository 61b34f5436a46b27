import type { LocalIdpAccount } from './types.js';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1d2226;line-height:1.4}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:1.6rem}
.note{background:#f3f6f8;border-left:4px solid #0a66c2;padding:.6rem .8rem}
.error{background:#fdecea;border-left:4px solid #b3261e;padding:.6rem .8rem}
ul{list-style:none;padding:0}li{margin:.4rem 0}
label{display:block;margin-top:.6rem}input{width:100%;padding:.4rem;box-sizing:border-box}
button{margin-top:.8rem;padding:.4rem .9rem;cursor:pointer}
.muted{color:#5e6b73;font-size:.9rem}
.role{background:#0a66c2;color:#fff;border-radius:.3rem;padding:0 .35rem;font-size:.8rem}`;

/** One small self-contained HTML document. */
export function htmlDocument(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
${body}
</body>
</html>`;
}

export interface NewMemberInput {
  firstName: string;
  lastName: string;
  email: string;
}

export interface SignInPageModel {
  /** Where every form on the page posts: the current interaction's own URL. */
  action: string;
  accounts: LocalIdpAccount[];
  /** Set when the member list could not be read (e.g. the table is down). */
  listError?: string;
  /** Shown above the forms after a refused submission. */
  message?: string;
  /** What the member typed, re-filled after a refused submission. */
  typed?: Partial<NewMemberInput>;
}

export const SIGN_IN_TITLE = 'Sign in — local LinkedIn stand-in';

/** How the page labels the club's own people next to their names. */
export const ROLE_LABELS = { staff: 'Staff', admin: 'Admin' } as const;

/**
 * The stand-in's sign-in page: pick a demo member, type a new one, or cancel.
 * Plain forms, no script; every value rendered is escaped.
 */
export function signInPage(model: SignInPageModel): string {
  const action = escapeHtml(model.action);
  const typed = model.typed ?? {};
  const members = model.listError
    ? `<p class="error">Could not load the members: ${escapeHtml(model.listError)}</p>`
    : model.accounts.length === 0
      ? '<p class="muted">No members yet: create one below.</p>'
      : `<form method="post" action="${action}">
<input type="hidden" name="action" value="existing">
<ul>
${model.accounts
  .map(
    (account) =>
      `<li><button type="submit" name="sub" value="${escapeHtml(account.sub)}">Continue as ${escapeHtml(account.firstName)} ${escapeHtml(account.lastName)}</button>${account.role ? ` <strong class="role">${ROLE_LABELS[account.role]}</strong>` : ''} <span class="muted">${escapeHtml(account.email)}</span></li>`,
  )
  .join('\n')}
</ul>
</form>`;
  const field = (name: keyof NewMemberInput, label: string, type: string, autocomplete: string): string =>
    `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" required maxlength="${type === 'email' ? 254 : 100}" autocomplete="${autocomplete}" value="${escapeHtml(typed[name] ?? '')}">`;
  const body = `<main>
<h1>${escapeHtml(SIGN_IN_TITLE)}</h1>
<p class="note">This page stands in for LinkedIn sign-in on this machine. In the cloud, members sign in with LinkedIn through Cognito; nothing here reaches LinkedIn.</p>
${model.message ? `<p class="error" role="alert">${escapeHtml(model.message)}</p>` : ''}
<section aria-labelledby="demo-members">
<h2 id="demo-members">Demo members</h2>
${members}
</section>
<section aria-labelledby="new-member">
<h2 id="new-member">New member</h2>
<form method="post" action="${action}">
<input type="hidden" name="action" value="new">
${field('firstName', 'First name', 'text', 'given-name')}
${field('lastName', 'Last name', 'text', 'family-name')}
${field('email', 'Email', 'email', 'email')}
<button type="submit">Continue</button>
</form>
</section>
<form method="post" action="${action}">
<input type="hidden" name="action" value="cancel">
<button type="submit">Cancel</button>
</form>
</main>`;
  return htmlDocument(SIGN_IN_TITLE, body);
}

/** A short error page: what went wrong and the way back, never a stack trace. */
export function errorPage(title: string, detail: string, homeUrl: string): string {
  return htmlDocument(
    `${title} — local sign-in stand-in`,
    `<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(homeUrl)}">Back to the site</a></p>
</main>`,
  );
}

/**
 * The end-session step that oidc-provider would show as a "sign out?"
 * question: here it submits itself at once (the member already chose to sign
 * out in the app) and ends the whole provider session (`logout=yes`), so the
 * next sign-in shows the member picker again. `providerForm` is
 * oidc-provider's own `<form id="op.logoutForm">` carrying its xsrf token;
 * without script a single button does the same.
 */
export function autoSubmitLogoutPage(providerForm: string, script: string): string {
  return htmlDocument(
    'Signing out — local sign-in stand-in',
    `<main>
<p>Signing out…</p>
${providerForm}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">Continue signing out</button></noscript>
</main>`,
    `<script>${script}</script>`,
  );
}
