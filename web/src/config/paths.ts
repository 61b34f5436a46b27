import { routeUrl } from '../lib/api-client';
/**
 * Every signed-in screen: path, navigation label, title
 * and subtitle. The router and the top navigation both read this list.
 */
export const paths = {
  home: { path: '/', label: 'Home', title: 'Home', subtitle: 'Your club at a glance' },
  forums: {
    path: '/forums',
    label: 'Forums',
    title: 'Business Forums',
    subtitle: 'Connect with Telugu CXOs and business leaders around the world.',
  },
  marketplace: {
    path: '/marketplace',
    label: 'Marketplace',
    title: 'Trade Marketplace',
    subtitle: 'Connect importers and exporters in the Telugu business network',
  },
  jobs: {
    path: '/jobs',
    label: 'Jobs',
    title: 'Executive Opportunities',
    subtitle: 'CXO, VP, Director and Manager roles, many with relocation assistance.',
  },
  investors: {
    path: '/investors',
    label: 'Investors',
    title: 'Investor Corner',
    subtitle: 'Deal flow, investment matches and investor profiles within the network.',
  },
  dealRoom: {
    path: '/investors/deals/:dealId',
    label: 'Deal room',
    title: 'Deal room',
    subtitle: 'The deal’s pipeline, timeline and data room.',
  },
  tradeAssistance: {
    path: '/trade-assistance',
    label: 'Trade',
    title: 'Cross-Border Trade Assistance',
    subtitle: 'Duty calculation, HS code help and compliance support for your shipments.',
  },
  events: {
    path: '/events',
    label: 'Events',
    title: 'Community Events',
    subtitle: 'Meet members in person and online, with RSVP and QR check-in.',
  },
  networkGraph: {
    path: '/network-graph',
    label: 'Network',
    title: 'My Andhra Graph',
    subtitle: 'Your direct, 2nd and 3rd degree connections, introductions and nudges.',
  },
  messages: {
    path: '/messages',
    label: 'Messages',
    title: 'Messages',
    subtitle: 'Conversations with the members you are connected to, introduced to or doing business with.',
  },
  messageThread: {
    path: '/messages/:threadId',
    label: 'Conversation',
    title: 'Conversation',
    subtitle: 'Your messages with one member.',
  },
  darshan: {
    path: '/darshan',
    label: 'Darshan',
    title: 'VIP Tirumala Darshan Planner',
    subtitle: 'Plan your Tirumala visit through official temple-board (TTD) channels only.',
  },
  culturalConcierge: {
    path: '/cultural-concierge',
    label: 'Culture',
    title: 'Cultural Concierge',
    subtitle: 'Help with translation, festivals, temples, etiquette, food and local customs.',
  },
  concierge: {
    path: '/concierge',
    label: 'Concierge',
    title: 'Andhra Concierge Services',
    subtitle: 'Chat guide 24/7, the club’s team 9 AM to 9 PM IST, emergency help 24/7.',
  },
  directory: {
    path: '/directory',
    label: 'Directory',
    title: 'Member Directory',
    subtitle: 'Find verified members and companies across the club’s chapters.',
  },
  importExportConnector: {
    path: '/import-export-connector',
    label: 'Trade Connect',
    title: 'Import-Export Connector',
    subtitle: 'Discover trade partners, opportunities and tools for import and export.',
  },
  investorStartupConnector: {
    path: '/investor-startup-connector',
    label: 'Funding',
    title: 'Investor-Startup Connector',
    subtitle: 'Bring Telugu founders and investors together.',
  },
  meetTheCm: {
    path: '/meet-the-cm',
    label: 'Meet CM',
    title: 'Meet the CM',
    subtitle: 'Request a meeting with the Chief Minister of Andhra Pradesh or Telangana and follow policy updates.',
  },
  profile: {
    path: '/profile',
    label: 'My profile',
    title: 'My profile',
    subtitle: 'What other members see of you, and who sees your contact details.',
  },
  notificationSettings: {
    path: '/settings/notifications',
    label: 'Notifications',
    title: 'Notifications',
    subtitle: 'Which e-mails the club sends you. In-app notifications stay on.',
  },
  privacySettings: {
    path: '/settings/privacy',
    label: 'Privacy',
    title: 'Privacy and your data',
    subtitle: 'A copy of your data, the devices you are signed in on, who sees you, and deleting your account.',
  },
  staff: {
    path: '/staff',
    label: 'Staff',
    title: 'Staff Console',
    subtitle: 'Member requests, verification and the audit log, for club staff.',
  },
} as const;

export type PathId = keyof typeof paths;

/** The top navigation shared by every signed-in screen, in its display order. */
export const NAV_LINKS: readonly { id: PathId; label: string; to: string }[] = (
  [
    'home',
    'forums',
    'marketplace',
    'jobs',
    'investors',
    'tradeAssistance',
    'events',
    'networkGraph',
    'messages',
    'darshan',
    'culturalConcierge',
    'concierge',
    'directory',
    'importExportConnector',
    'investorStartupConnector',
    'meetTheCm',
  ] as const
).map((id) => ({ id, label: paths[id].label, to: paths[id].path }));

/** Shown after the spec's links to club staff and admins only; the API checks the role on every staff call. */
export const STAFF_NAV_LINK: { id: PathId; label: string; to: string } = { id: 'staff', label: paths.staff.label, to: paths.staff.path };

/** My profile opened in its edit form (`edit=profile`): where "complete your profile" leads. */
export const PROFILE_EDIT_URL = `${paths.profile.path}?edit=profile`;

/** A deal's room: `paths.dealRoom` with its id filled in. */
export const dealRoomUrl = (dealId: string): string => paths.dealRoom.path.replace(':dealId', encodeURIComponent(dealId));

/** One conversation: `paths.messageThread` with its id filled in. */
export const messageThreadUrl = (threadId: string): string => paths.messageThread.path.replace(':threadId', encodeURIComponent(threadId));

/** The viewer of one file of a deal's room. */
export const roomFileUrl = (dealId: string, fileId: string): string => `${dealRoomUrl(dealId)}/files/${encodeURIComponent(fileId)}`;

/** The page a mail's unsubscribe link opens; it works signed out (outside the signed-in routes). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Full-page navigations handled by the API (not client routes), from the route table. */
export const authPaths = {
  login: routeUrl('login'),
  logout: routeUrl('logout'),
} as const;
