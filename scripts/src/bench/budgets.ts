import type { RouteId } from '@club/shared';

/**
 * Every performance budget of `npm run bench`, in one place.
 * `checked` budgets are deterministic and cheap (sizes, DynamoDB round
 * counts): `npm run bench -- --check` fails when one is broken, and CI runs
 * that. Timings and Lighthouse scores are noisy on a shared machine: they are
 * measured as paired ratios and reported, never checked.
 */
export const budgets = {
  /** Largest Lambda bundle ÷ the bare-SDK floor bundle (DynamoDB client + document client + one GetItem), CDK's esbuild settings. */
  lambdaBundleRatio: { max: 1.6, checked: true },
  /**
   * Lambda bundles holding a non-ASCII character. One such character makes V8 read the whole bundle as two-byte
   * source: a 510 KiB bundle imported ~10 ms slower (143 vs 131 ms), the same code. esbuild escapes strings but keeps
   * a regular expression's characters as written, so a Telugu or symbol class in a regex is the usual cause.
   */
  nonAsciiBundles: { max: 0, checked: true },
  /**
   * GET routes whose bundle holds a dynamodb-toolbox write action, beyond those that write on purpose
   * (`readRoutesThatWrite`). The actions' modules run decorators when they load, so a read route keeps them (15–37 KiB,
   * compiled on every cold start) whenever a module it uses imports one: reads and writes live in separate modules.
   */
  readRoutesWithWriteActions: { max: 0, checked: true },
  /** Cold init (fresh Node process importing the bundle) ÷ the bare-SDK script's, median of paired rounds. */
  coldInitRatio: { max: 1.3, checked: false },
  /** Cold request (fresh process: import the bundle, serve one signed-in call against DynamoDB Local) ÷ the bare-SDK script making the same calls, median of paired rounds. */
  coldRequestRatio: { max: 1.3, checked: false },
  /** Sequential DynamoDB rounds of a signed-in GET /api/auth/user. */
  authUserRounds: { max: 1, checked: true },
  /** Sequential DynamoDB rounds of one page of a list route (auth + one page). */
  listPageRounds: { max: 2, checked: true },
  /** Server p95 ÷ the p95 of the same DynamoDB calls made directly, 32 concurrent clients. */
  serverP95Ratio: { max: 1.2, checked: false },
  /** Web: the entry's JS (script + static imports) + render-blocking CSS, gzip, KB (1000 bytes). */
  webInitialKb: { max: 140, checked: true },
  /** Web: the largest route chunk with its not-yet-loaded shared chunks, gzip, KB. */
  webRouteChunkKb: { max: 50, checked: true },
  /**
   * Web: what the installable app adds to a first visit, gzip, KB, all fetched after the load event: the service
   * worker's registration chunk, the manifest and the worker script (with its list of the shell's files).
   */
  webAppInstallKb: { max: 10, checked: true },
  /** HS code search, p95 server time per search over the whole catalogue, ms. */
  hsSearchP95Ms: { max: 50, checked: false },
  /**
   * Search (scripts/src/bench/search.ts), the budgets, reported: the snapshot load is the
   * search Lambda's cold start; the query p95 a warm search's own work in process, compared on
   * CPU time (the wall time on a shared machine includes waiting for a core), at 100k members and
   * at 100k posts; the heap is the members index's own (heap after loading less heap before); RCU
   * is one warm directory search's reads (scripts/src/bench/search-rcu.ts). At 10k: alarms only.
   */
  searchLoadMsAt10k: { max: 1000, checked: false },
  searchP95MsAt10k: { max: 20, checked: false },
  searchLoadMsAt100k: { max: 3000, checked: false },
  searchP95MsAt100k: { max: 20, checked: false },
  searchHeapMbAt100k: { max: 256, checked: false },
  searchRcuPerSearch: { max: 2, checked: false },
  /** Lighthouse desktop performance score, median of 3 runs, per page. */
  lighthouseScore: { min: 95, checked: false },
} as const;

/**
 * List routes measured by their route id whose page legitimately needs more
 * rounds than `listPageRounds`; give the reason next to the number.
 */
export const listRoundOverrides: Partial<Record<string, { max: number; reason: string }>> = {
  listConnections: {
    max: 3,
    reason: 'the page’s members are read fresh so a member who stops sharing contact details drops from every card at once (auth, ties, one BatchGet)',
  },
  listMessageReports: {
    max: 3,
    reason: 'each report says whether its reported member is suspended from messaging now: one BatchGet of the page’s reported members (auth, Query, BatchGet)',
  },
  listIntroRequests: {
    max: 3,
    reason: 'the three parties’ names and shared e-mails are read fresh beside the introductions (auth, pointers, two BatchGets together)',
  },
  listSecondDegree: { max: 3, reason: '2nd degree in 2 rounds after auth (own ties, then every connection’s ties in parallel) for exact mutual counts' },
  listThirdDegree: { max: 4, reason: 'bounded 3rd degree in 3 rounds after auth (the 2nd degree rounds, then the frontier’s ties in parallel)' },
  listTradeMatches: {
    max: 4,
    reason: 'the caller’s companies, their listings, then every heading’s listings and the caller’s connections in parallel (auth + 3)',
  },
  listInvestmentOpportunities: {
    max: 3,
    reason: 'each card carries the caller’s match and fit: one BatchGet of the page’s matches with the caller’s profile after the page (auth, Query, BatchGet)',
  },
  listInvestorMatches: {
    max: 3,
    reason: 'a member’s matches as investor and founder are party entries in one partition, then one BatchGet of the matches (auth, Query, BatchGet)',
  },
  listUpcomingEvents: {
    max: 3,
    reason: 'each card shows the caller’s own RSVP state: one BatchGet of the caller’s RSVPs to the page’s events by key (auth, Query, BatchGet)',
  },
  listMyRsvps: {
    max: 3,
    reason: 'an RSVP embeds its event, read fresh so capacity, status and time changes show at once: one BatchGet of the page’s events (auth, Query, BatchGet)',
  },
  listMessageThreads: {
    max: 3,
    reason:
      'each thread shows the other member fresh with the thread’s last message and whether the other blocked: one BatchGet round of threads, other sides and members (auth, Query, BatchGets together)',
  },
  listTradeConnections: {
    max: 3,
    reason: 'incoming requests are kept per company: the caller’s memberships, then outgoing and each company’s incoming in parallel (auth + 2)',
  },
};

/**
 * Lambda bundles allowed above `lambdaBundleRatio`, each with its reason and
 * a plan: an exception stays visible in every bench printout.
 */
/**
 * Why the sign-in callback is over: it carries the Cognito client
 * (the OIDC client secret is read from the user pool client at cold start)
 * and openid-client beside the data layer (dynamodb-toolbox's schema and
 * parsing core). Not met by trimming the library. Options:
 * keep the client secret in Secrets Manager or SSM and read it with a plain
 * signed fetch (drops the Cognito client), move the sign-in member
 * write to fewer toolbox actions, or raise the budget by decision.
 */
const SIGN_IN_REASON = 'the Cognito client and openid-client beside dynamodb-toolbox; options in budgets.ts';

/**
 * The handlers that count a business metric or a job's run carry Powertools Metrics (~13 KiB minified,
 * 0.04 × the floor: functions/src/platform/lib/metrics.ts); no other route does. Where that tipped a route over,
 * its override says so. Plan: none; the count is the dashboard's and the alarms' only source.
 */
const COUNTS = 'Powertools Metrics for its count (~13 KiB)';

/** Routes whose cold init every bench reports beside the usual picks: the watermark stampers, whose bundle overrides name pdf-lib and fontkit. */
export const coldInitAlso = ['viewRoomFile', 'downloadRoomFile'] as const;

export const bundleRatioOverrides: Partial<Record<string, { max: number; reason: string }>> = {
  authCallback: {
    max: 1.76,
    reason: `${SIGN_IN_REASON}; also the member write's get, put, update and transaction actions, and ${COUNTS} of SignIns`,
  },
  /** Plan: read the tariff table from a JSON asset beside index.mjs, as the HS catalogue already is (handlerAssets), and stop the route table riding in through `@club/shared`'s index. */
  quoteDuty: {
    max: 1.66,
    reason: `the duty quote with the cited 8-digit tariff table (~12 KB) and the exchange-rate table read, and ${COUNTS} of TradeQuotes; plan as createTradeRequest`,
  },
  createTradeRequest: {
    max: 1.66,
    reason:
      'one route answers every request type: the duty quote with the cited 8-digit tariff table (~12 KB), the exchange-rate table read, the HS candidates and rules, the importer checks; plan in budgets.ts',
  },
  setMemberSuspension: {
    max: 1.75,
    reason:
      'an admin-only, rare route: the audited member write, then every session of the member ended with their refresh tokens revoked at the provider (openid-client) and the edges pointing at them marked',
  },
  'schedule:data-requests': {
    max: 2.25,
    reason:
      'runs on a schedule, never on a member’s request: a member’s export reads every feature’s data (each feature’s member-data section, composed in features/privacy/member-data.ts: 39 kinds with their entities), zips it (fflate) and writes it to S3, and erasure goes through the events rules and the deal-room files; its cold start is not a member’s wait',
  },
  'schedule:smart-nudges': {
    max: 1.66,
    reason: `runs on a schedule, never on a member’s request, and reads every feature a nudge draws on (network ties, introductions, events and their form schema, trade listings, travel, forums, tickets) with their entities, and ${COUNTS} of its completed runs; its cold start is not a member’s wait`,
  },
  /*
   * The deal-room file routes carry the S3 client (~145 KiB minified with the
   * presigner: a bare S3 client + presigner bundle is 1.29 × the floor on its
   * own) beside the data layer. Options, none a fork: presign with the SDK's
   * SigV4 signer alone (@smithy/signature-v4) on the view route, which only
   * signs a URL; do the confirm's checks in an S3-triggered function off the
   * member's wait; or raise the budget by decision (this).
   */
  /*
   * The search routes carry the in-process engine (our own index and the Telugu folding, ~23 KiB), the
   * blocks read (the network and messages data sets, ~7 KiB with their entities) and, for a cold start
   * before any snapshot exists, their own kind's mapping to build the index in process. The snapshot is
   * read with a plain SigV4-signed GET (platform/files/signed-get.ts, the signer DynamoDB's client already
   * brings), so no route carries the S3 client; only the builder writes. Measured 1.60–1.62× (2.07–2.11×
   * with the S3 client and every kind's mapping); searchListings (1.6×) and the directory's and staff
   * console's lists (GET /api/members, /api/staff/members: 1.59–1.6×) are within the default.
   * searchAll holds every kind. Plan: a blocks-only entity set in network and messages would shed ~5 KiB.
   */
  ...Object.fromEntries(
    ['searchMembers', 'searchPosts', 'searchJobs', 'searchEvents', 'searchStaffMembers'].map((id) => [
      id,
      {
        max: 1.65,
        reason: 'answers from the search index: the engine, the blocks read and its own kind’s mapping for a build before any snapshot; plan in budgets.ts',
      },
    ]),
  ),
  searchAll: {
    max: 1.72,
    reason: 'answers from every kind’s index: the engine, the blocks read, all five kinds’ mappings and hit shapes for the grouped answer; plan in budgets.ts',
  },
  'schedule:search-index': {
    max: 2.02,
    reason:
      'runs on a schedule, never on a member’s request: reads every indexed feature for a full build, the engine and the S3 client that writes the snapshots',
  },
  /** Plan: revoke refresh tokens with a plain form POST to the provider's revocation endpoint (drops openid-client here and in logout). */
  signOutSession: {
    max: 1.68,
    reason:
      'ends a session of the member and revokes its refresh token at the provider (openid-client), like logout, with the member index of sessions; plan in budgets.ts',
  },
  signOutOtherSessions: {
    max: 1.68,
    reason: 'ends every other session of the member and revokes their refresh tokens at the provider (openid-client), like logout; plan in budgets.ts',
  },
  downloadMyExport: {
    max: 1.9,
    reason:
      'the S3 client and presigner (a short presigned GET of the member’s own export); requesting and listing exports carry neither; options in budgets.ts',
  },
  createRoomUpload: { max: 2.0, reason: 'the S3 client and presigner (a presigned PUT for the exact type, length and checksum); options in budgets.ts' },
  confirmRoomUpload: {
    max: 2.05,
    reason: 'the S3 client (HEAD, ranged GETs for the type check, DELETE of a refused file) and the versioned write; options in budgets.ts',
  },
  /*
   * The two routes that stamp a viewer's watermark into a copy (a view, a
   * download) carry pdf-lib (~430 KiB minified), @pdf-lib/fontkit (~700 KiB, 2,016 KiB in all, 6.04× the floor when measured:
   * OpenType parsing, subsetting and the Indic shaper Telugu needs) with
   * regenerator-runtime (its shaper calls it), beside the S3 client and
   * presigner. The Noto Sans Telugu WOFF subsets (~78 KB) are not in the
   * bundle: they are files beside index.mjs (handlerAssets), read on the
   * first stamp. Plan: stamp in a function of its own fed by the route (the
   * member waits either way, but the route's cold start would be the
   * S3-only one), or choose a smaller PDF writer that can edit pages; pdf-lib
   * is the one well-kept library that edits existing PDFs, and fontkit the
   * one that shapes Telugu for it. Their cold init is reported beside (coldInitAlso).
   */
  viewRoomFile: {
    max: 6.1,
    reason:
      'stamps the viewer’s watermark into the copy they view: pdf-lib, @pdf-lib/fontkit with its Telugu shaper for Noto Sans Telugu (fonts beside the bundle), the S3 client and presigner; plan in budgets.ts',
  },
  downloadRoomFile: {
    max: 6.1,
    reason:
      'pdf-lib and @pdf-lib/fontkit with its Telugu shaper (Noto Sans Telugu, fonts beside the bundle) stamp the watermark on every page of the downloaded copy, beside the S3 client and presigner; plan in budgets.ts',
  },
  /*
   * The investor routes that keep a deal in step: an accepted match opens the
   * deal, an opportunity edit rewrites the deal's copy of its figures in the
   * same transaction, both through the deal-rooms data set (its entity
   * schemas). Plan: drop the copy and read the opportunity's figures in the
   * deal read's BatchGet (same round), so the edits no longer touch deals.
   */
  updateInvestmentOpportunity: {
    max: 1.65,
    reason: 'the edit rewrites the deal’s copy of the figures in its transaction, and mails both parties of each match it proposes; plan in budgets.ts',
  },
  deactivateInvestmentOpportunity: {
    max: 1.65,
    reason: 'shares the edit’s transaction, with the deal’s copy of the figures and the proposals’ mail; plan in budgets.ts',
  },
  /** Plan: propose matches in a job fed by the write (the proposals and their mail leave the member's request). */
  expressInterest: {
    max: 1.65,
    reason: `mails the founder in the interest’s transaction (the founder’s read beside the block check, and the outbox entity), and ${COUNTS} of Interests; plan in budgets.ts`,
  },
  /** Plan: keep the room's candidates as items of the deal's partition, written when an investor shows interest or is matched, so the list is one Query of one feature. */
  /*
   * The two mail senders render React Email templates on the server: react-dom's
   * server renderer (~560 KiB minified), prettier (~250 KiB, which
   * @react-email/render imports for its `pretty` option even when unused),
   * htmlparser2/dom-serializer and html-to-text for the text part, beside the
   * SES v2 client. Both run off a member's wait (a schedule and a stream
   * consumer), and no route imports them (routes import mail/outbox.ts only).
   * Plan: render with react-dom/server's static markup and our own text pass
   * instead of @react-email/render (drops prettier and the HTML parser), or
   * render at outbox-write time in a worker of its own.
   */
  'schedule:mail-outbox': {
    max: 5.65,
    reason:
      'React Email rendering (react-dom server, prettier via @react-email/render, html-to-text), the QR code writer for tickets and the SES client, and every template’s zod schema that stored mail is checked against before sending (5.5 → 5.55, ~7 KiB; → 5.6 for the accepted-connection, proposed-matches summary and shared-room templates and the summary’s expansion; → 5.65 for the unread-messages template and its expansion); off a member’s wait; plan in budgets.ts',
  },
  'job:mail-outbox-stream': {
    max: 5.65,
    reason:
      'the same sender as schedule:mail-outbox (React Email rendering, the templates’ schemas and the SES client), fed by the table’s stream; plan in budgets.ts',
  },
  /*
   * The push sender carries web-push (RFC 8291 payload encryption and the VAPID JWT, whose ES256
   * signature it converts with asn1.js and bn.js, ~75 KiB), the SigV4 signer that reads the VAPID pair
   * from SSM, and the messages feature's mute and block reads. It runs on the table's stream, off a
   * member's wait; the push routes carry none of it (they read settings and write a subscription).
   * Plan: sign the VAPID JWT with node:crypto's ES256 (ieee-p1363 signatures need no DER conversion)
   * if web-push ever exposes the encryption alone.
   */
  'job:push-stream': {
    max: 1.85,
    reason:
      'web-push (payload encryption, the VAPID JWT with asn1.js and bn.js) and the SigV4 read of the VAPID pair from SSM; a stream consumer, off a member’s wait; plan in budgets.ts',
  },
  'job:migrate': {
    max: 2.15,
    reason:
      'runs once per deploy (a custom resource), never on a member’s request, and carries every entity and recount its migrations use (every migrated feature’s schemas); it grows with each migration; its cold start is not a member’s wait',
  },
};

/**
 * Route chunks allowed above `webRouteChunkKb` (gzip KB), keyed by the route
 * chunk's name, each with its reason and plan. These pages ship the form code
 * (react-hook-form and the zod schemas, ~27 KB together) with the page itself:
 * their write hooks map API errors through `components/form`. Plan: load the
 * dialogs that hold the forms lazily and move the error mapping out of
 * `components/form`, so a page's first load carries no form.
 */
const FORMS_WITH_PAGE = 'the form code (react-hook-form, zod schemas) loads with the page, not with its dialogs; plan in budgets.ts';
/**
 * Every page carries the route table's method and path of every route (api-client's virtual module), so each new
 * route adds to every page (the mail preferences, unsubscribe and failed-mail routes: ~0.1 KB). Plan: one table per
 * feature in the web client, loaded with the feature.
 */
const ROUTE_TABLE = 'the route table every page carries grew with the mail routes; plan in budgets.ts';
/** Issue-42 growth, 0.3–0.7 KB gzip a page: 13 privacy and account routes in the route table, and the shared one-line text, calendar-day and decimal checks in the forms' schemas. */
const PRIVACY_ROUTES = 'the privacy and account routes in the route table and the shared text, day and number checks in the forms (~0.5 KB)';
/** Issue-47 growth, ~0.3 KB gzip a page: the three push routes in the route table and their subscription checks (URL, base64url keys) in the shared zod chunk. */
const PUSH_ROUTES = 'the push routes in the route table and their subscription checks (~0.3 KB, issue 47)';
export const routeChunkOverrides: Partial<Record<string, { max: number; reason: string }>> = {
  'investor-startup-connector': { max: 53.4, reason: `${FORMS_WITH_PAGE}; the fit explanations, deal currencies and person chips; ${PRIVACY_ROUTES}` },
  investors: {
    max: 54.6,
    reason: `${FORMS_WITH_PAGE}; the fit explanations, deal currencies and both parties' person chips on match cards; the deal-room lists under My Investments and the cards' Data Room and View Pitch; ${PRIVACY_ROUTES}`,
  },
  'network-graph': { max: 51.6, reason: `${FORMS_WITH_PAGE}; the person chips and mutual faces; ${ROUTE_TABLE}; ${PRIVACY_ROUTES}` },
  'trade-assistance': {
    max: 51,
    reason: `${FORMS_WITH_PAGE}; the duty breakdown and quote figures; the messages routes in the route table and the zod checks their schemas add to the shared zod chunk (~0.3 KB, issue 45); ${PRIVACY_ROUTES}; the API client's offline state (~0.2 KB, issue 47); ${PUSH_ROUTES}`,
  },
  darshan: { max: 51, reason: `${FORMS_WITH_PAGE}; the three-step plan wizard and the room-night exchange; ${ROUTE_TABLE}; ${PRIVACY_ROUTES}` },
  // Staff only, never a member's wait. Loading each tab lazily was tried: it moved the shared form and table code into chunks the member pages then load (investors, network, trade assistance each over), so the console keeps its tabs together.
  // Loaded only when a member opens a PDF in a data room, after the viewer page itself (deal-file, small): never with a screen.
  'deal-file › pdf-document': {
    max: 192,
    reason:
      'pdf.js through react-pdf (the issue asks for that wrapper): pdf.js’s display layer and the viewer module its link service imports; the worker is a separate file pdf.js fetches itself',
  },
  staff: {
    max: 61,
    reason: `every queue of the console with the exchange-rate and festival-date editors, the admins' deal rooms and access logs, mail that failed, members' data requests with their history and the admins' suspension, and the members queue's search (n found, did-you-mean; ~1 KB, issue 44) (staff only); ${FORMS_WITH_PAGE}; ${PUSH_ROUTES}; the API client's offline state (~0.1 KB, issue 47)`,
  },
};

/** GET routes that write on purpose, so their bundles keep toolbox write actions. */
export const readRoutesThatWrite: Partial<Record<RouteId, string>> = {
  login: 'starts a sign-in: stores its state and nonce',
  authCallback: 'ends a sign-in: opens the session, creates or refreshes the member',
  logout: 'ends the session',
  getMessageThread: "stores the thread's reasons again when they have changed since it was last opened",
};
