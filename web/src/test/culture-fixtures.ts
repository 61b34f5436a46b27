import type { CmDashboard, CmRequest, CmSlot, CulturalRequest, Festival, Temple } from '@club/shared';

/**
 * Cultural concierge and Meet The CM answers as the API gives them (issue
 * 16), for fetch stubs; every stub is checked against its route's response
 * schema (lib/api-client.ts).
 */
export const aFestival = (overrides: Partial<Festival> = {}): Festival => ({
  id: 'makara-sankranti-2027',
  name: 'Makara Sankranti',
  nameInTelugu: 'మకర సంక్రాంతి',
  date: '2027-01-14',
  endDate: '2027-01-14',
  duration: 1,
  description: 'The harvest festival marking the sun’s entry into Capricorn.',
  significance: 'Thanksgiving for the harvest; the biggest festival of the Telugu year.',
  traditions: ['Rangoli (muggulu)', 'Kite flying', 'Haridasu songs'],
  foods: ['Ariselu', 'Chakkera pongali'],
  colors: ['#f4a300', '#c0392b', '#2e7d32', '#1565c0'],
  locations: ['Andhra Pradesh', 'Telangana'],
  businessImpact: 'Offices and markets close; gifting season for clients and staff.',
  greetings: ['సంక్రాంతి శుభాకాంక్షలు — Happy Sankranti', 'మీ ఇంట సిరిసంపదలు నిండాలి — May your home be filled with prosperity', 'పండుగ శుభాకాంక్షలు — Festival greetings'],
  greetingPairs: [{ telugu: 'సంక్రాంతి శుభాకాంక్షలు', english: 'Happy Sankranti' }],
  isPublic: true,
  source: { name: 'The day of the Sun’s entry into sidereal Makara' },
  dateStatus: 'computed',
  ...overrides,
});

export const aTemple = (overrides: Partial<Temple> = {}): Temple => ({
  id: 'tirumala',
  name: 'Sri Venkateswara Temple, Tirumala',
  nameInTelugu: 'శ్రీ వేంకటేశ్వర స్వామి ఆలయం, తిరుమల',
  location: 'Tirumala hills',
  city: 'Tirupati',
  state: 'Andhra Pradesh',
  country: 'India',
  deity: 'Lord Venkateswara',
  description: 'The hill shrine of Lord Venkateswara on the seven hills of Tirumala.',
  timings: [{ label: 'Suprabhatam', hours: '3:00 AM' }],
  specialTimings: [],
  dressCode: 'Traditional dress',
  specialServices: ['Special entry darshan'],
  phoneNumber: '+91 877 227 7777',
  website: 'https://tirumala.org',
  nearestAirport: 'Tirupati (TIR)',
  nearestRailway: 'Tirupati (TPTY)',
  festivals: ['Brahmotsavam'],
  isVip: true,
  vipProcedure: 'Through the concierge and TTD’s protocol office.',
  darshanPlanner: true,
  isActive: true,
  ...overrides,
});

export const aCulturalRequest = (overrides: Partial<CulturalRequest> = {}): CulturalRequest => ({
  id: 'cr1',
  type: 'translation',
  request: 'Please translate our invitation for the Vizag plant opening.',
  context: 'english',
  language: 'telugu',
  urgency: 'normal',
  isResolved: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aCmSlot = (overrides: Partial<CmSlot> = {}): CmSlot => ({
  id: 'slot1',
  date: '2026-12-10',
  startTime: '2026-12-10T05:30:00.000Z',
  endTime: '2026-12-10T06:00:00.000Z',
  durationMinutes: 30,
  location: 'Liaison office, Hyderabad',
  isBooked: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const aCmRequest = (overrides: Partial<CmRequest> = {}): CmRequest => ({
  id: 'cm1',
  status: 'draft',
  delegationType: 'company',
  purpose: 'investment',
  subject: 'Food processing unit in Kakinada',
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const item = (kind: CmDashboard['focusAreas'][number]['kind'], id: string, title: string, order = 1) => ({ id, kind, title, body: `${title} details`, order });

export const aCmDashboard = (overrides: Partial<CmDashboard> = {}): CmDashboard => ({
  focusAreas: [
    item('focus_area', 'f1', 'Industrial corridors'),
    item('focus_area', 'f2', 'Skilling', 2),
    item('focus_area', 'f3', 'Agri processing', 3),
    item('focus_area', 'f4', 'Green energy', 4),
  ],
  policyUpdates: [{ ...item('policy_update', 'u1', 'Industrial Development Policy 2024-29'), date: '2026-10-01', highlight: 'New' }],
  incentives: [{ ...item('incentive', 'i1', 'Capital subsidy'), highlight: 'Up to 25%' }],
  prioritySectors: [item('priority_sector', 's1', 'Electronics manufacturing')],
  successStories: [item('success_story', 'st1', 'A Dallas member’s Sri City plant')],
  stats: { myRequests: 3, drafts: 1, pending: 1, scheduled: 1, openSlots: 12 },
  notice: 'Requests go through the club’s liaison office; nothing here is an official appointment.',
  ...overrides,
});
