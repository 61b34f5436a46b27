/**
 * The concierge chat's canned replies: the first category whose
 * keywords appear in the message wins, in this order; otherwise a generic ask
 * for more detail. Local only: nothing is sent until the member raises a ticket.
 */
export const CHAT_REPLIES: { keywords: string[]; reply: string }[] = [
  {
    keywords: ['visa', 'passport'],
    reply:
      'I can help with visa and passport matters: business and tourist visas, invitation letters and appointment slots. Which country, and by when do you need it?',
  },
  {
    keywords: ['meeting', 'government'],
    reply:
      'We arrange meetings with government departments and officials through proper channels. Which department, what is the purpose, and which dates suit you?',
  },
  {
    keywords: ['intro', 'connect'],
    reply: 'Happy to arrange an introduction within the network. Who would you like to meet (a company, sector or person), and what would you like to discuss?',
  },
  {
    keywords: ['venue', 'book'],
    reply: 'We can book venues for meetings, launches and family events across Andhra Pradesh. How many guests, which city and what date?',
  },
  {
    keywords: ['travel', 'trip'],
    reply: 'I can plan your travel: flights, cars with drivers and hotels. Where are you travelling from and to, and on which dates?',
  },
  {
    keywords: ['tirupati', 'darshan'],
    reply:
      'For Tirumala darshan we help through official TTD channels only. Use the Darshan planner to share your dates and group size, and our team will guide you on the next steps.',
  },
];
export const GENERIC_REPLY = 'Thank you. Could you tell me a little more about what you need, where and when? I will point you to the right service.';
export const WELCOME_MESSAGE =
  'Namaste! I am your Andhra concierge assistant. How can I help you today: visas, government meetings, introductions, venues, travel or a darshan visit?';
export const TICKET_CREATED_MESSAGE = 'Your ticket has been created. Our human team will reply within 2-4 hours.';
export const SUGGESTIONS = [
  'I need a visa',
  'Arrange a government meeting',
  'Introduce me to exporters',
  'Book a venue in Vijayawada',
  'Plan my trip to Tirupati',
];

/** The canned reply for a message (case-insensitive keyword match, first category in order wins). */
export function replyFor(message: string): string {
  const text = message.toLowerCase();
  return CHAT_REPLIES.find(({ keywords }) => keywords.some((keyword) => text.includes(keyword)))?.reply ?? GENERIC_REPLY;
}
