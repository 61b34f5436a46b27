import type { FestivalState } from '@club/shared';
import type { FestivalKey } from './festival-content.js';

/**
 * Festival dates as published: the Telangana and Andhra Pradesh general- (and
 * optional-) holiday government orders for 2024–2026, as the press printed
 * them, and the Telangana Vidvat Sabha's decisions where found. The rules are
 * tested against every one (festival-dates.test.ts).
 *
 * `part: 'end'` is the last day of a festival of several days (Saddula
 * Bathukamma / Durgashtami). `differs` marks a published date the rules do
 * not give, with why; the test checks that the rule still gives `computed`,
 * so a rule change that moves either shows up.
 */
export interface PublishedFestivalDate {
  festival: FestivalKey;
  date: string;
  by: FestivalState | 'Telangana Vidvat Sabha';
  /** The order or list, and where it was read. */
  source: string;
  part?: 'end';
  differs?: { computed: string; why: string };
}

const TG_2024 =
  'Telangana general holidays 2024, G.A. Dept notification of 12 Dec 2023 (studybizz.com/schemes/public-holidays-2024-telangana-complete-list; telanganatoday.com)';
const TG_2024_OPTIONAL = 'Telangana optional holidays 2024 (comply360.in/labor-law-library/holiday-list/telangana, from the 2024 order)';
const AP_2024 = 'Andhra Pradesh G.O.Rt.No.2318 of 30 Nov 2023, general holidays 2024 (ap7am.com; m-telugu.webdunia.com)';
const TG_2025 = 'Telangana general holidays 2025, order of 27 Dec 2024 (thehansindia.com/telangana/telangana-govt-announces-2025-holiday-schedule-933105)';
const TG_2025_OPTIONAL = 'Telangana optional holidays 2025 (sakshipost.com/news/telangana/telangana-public-holidays-2025-complete-list-359848)';
const AP_2025 =
  'Andhra Pradesh G.O.Rt.No.2115 of 6 Dec 2024, general holidays 2025 (sakshipost.com/news/andhrapradesh/andhra-pradesh-govt-holidays-2025-complete-list-dates-359906)';
const TG_2026 =
  'Telangana general holidays 2026, G.A. Dept order of Dec 2025 (deccanchronicle.com/southern-states/telangana/telanganas-2026-holiday-calendar-released-1922551)';
const TG_2026_OPTIONAL = 'Telangana optional holidays 2026 (thehansindia.com/telangana/telangana-government-announces-holiday-schedule-for-2026-1029716)';
const AP_2026 = 'Andhra Pradesh general holidays 2026, G.A. Dept order of 4 Dec 2025 (tv9telugu.com; indiaherald.com)';

export const PUBLISHED_FESTIVAL_DATES: readonly PublishedFestivalDate[] = [
  // 2024
  { festival: 'bhogi', date: '2024-01-14', by: 'Telangana', source: TG_2024 },
  { festival: 'makara-sankranti', date: '2024-01-15', by: 'Telangana', source: TG_2024 },
  { festival: 'makara-sankranti', date: '2024-01-15', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'kanuma', date: '2024-01-16', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'kanuma', date: '2024-01-16', by: 'Telangana', source: TG_2024_OPTIONAL },
  { festival: 'maha-shivaratri', date: '2024-03-08', by: 'Telangana', source: TG_2024 },
  { festival: 'maha-shivaratri', date: '2024-03-08', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'ugadi', date: '2024-04-09', by: 'Telangana', source: TG_2024 },
  { festival: 'ugadi', date: '2024-04-09', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'sri-rama-navami', date: '2024-04-17', by: 'Telangana', source: TG_2024 },
  { festival: 'sri-rama-navami', date: '2024-04-17', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'vinayaka-chavithi', date: '2024-09-07', by: 'Telangana', source: TG_2024 },
  { festival: 'vinayaka-chavithi', date: '2024-09-07', by: 'Andhra Pradesh', source: AP_2024 },
  { festival: 'bathukamma', date: '2024-10-02', by: 'Telangana', source: `${TG_2024} (Bathukamma starting day)` },
  {
    festival: 'bathukamma',
    part: 'end',
    date: '2024-10-10',
    by: 'Telangana',
    source: 'Saddula Bathukamma 10 Oct 2024 (sakshipost.com/news/education/october-10-holiday-schools-telangana-337668)',
  },
  { festival: 'vijayadashami', date: '2024-10-12', by: 'Telangana', source: TG_2024 },
  { festival: 'deepavali', date: '2024-10-31', by: 'Telangana', source: TG_2024 },
  { festival: 'karthika-pournami', date: '2024-11-15', by: 'Telangana', source: `${TG_2024} (Kartika Purnima / Guru Nanak's birthday)` },
  // 2025
  { festival: 'bhogi', date: '2025-01-13', by: 'Telangana', source: TG_2025 },
  { festival: 'bhogi', date: '2025-01-13', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'makara-sankranti', date: '2025-01-14', by: 'Telangana', source: TG_2025 },
  { festival: 'makara-sankranti', date: '2025-01-14', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'kanuma', date: '2025-01-15', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'kanuma', date: '2025-01-15', by: 'Telangana', source: TG_2025_OPTIONAL },
  { festival: 'maha-shivaratri', date: '2025-02-26', by: 'Telangana', source: TG_2025 },
  { festival: 'maha-shivaratri', date: '2025-02-26', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'ugadi', date: '2025-03-30', by: 'Telangana', source: TG_2025 },
  { festival: 'ugadi', date: '2025-03-30', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'sri-rama-navami', date: '2025-04-06', by: 'Telangana', source: TG_2025 },
  { festival: 'sri-rama-navami', date: '2025-04-06', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'varalakshmi-vratham', date: '2025-08-08', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'varalakshmi-vratham', date: '2025-08-08', by: 'Telangana', source: TG_2025_OPTIONAL },
  { festival: 'vinayaka-chavithi', date: '2025-08-27', by: 'Telangana', source: TG_2025 },
  { festival: 'vinayaka-chavithi', date: '2025-08-27', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'bathukamma', date: '2025-09-21', by: 'Telangana', source: TG_2025 },
  { festival: 'bathukamma', part: 'end', date: '2025-09-30', by: 'Telangana', source: `${TG_2025_OPTIONAL} (Durgashtami)` },
  { festival: 'vijayadashami', date: '2025-10-02', by: 'Telangana', source: TG_2025 },
  { festival: 'vijayadashami', date: '2025-10-02', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'deepavali', date: '2025-10-20', by: 'Telangana', source: TG_2025 },
  { festival: 'deepavali', date: '2025-10-20', by: 'Andhra Pradesh', source: AP_2025 },
  { festival: 'karthika-pournami', date: '2025-11-05', by: 'Telangana', source: TG_2025 },
  // 2026
  { festival: 'bhogi', date: '2026-01-14', by: 'Telangana', source: TG_2026 },
  { festival: 'bhogi', date: '2026-01-14', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'makara-sankranti', date: '2026-01-15', by: 'Telangana', source: TG_2026 },
  { festival: 'makara-sankranti', date: '2026-01-15', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'kanuma', date: '2026-01-16', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'kanuma', date: '2026-01-16', by: 'Telangana', source: TG_2026_OPTIONAL },
  { festival: 'maha-shivaratri', date: '2026-02-15', by: 'Telangana', source: TG_2026 },
  { festival: 'maha-shivaratri', date: '2026-02-15', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'ugadi', date: '2026-03-19', by: 'Telangana', source: TG_2026 },
  { festival: 'ugadi', date: '2026-03-19', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'sri-rama-navami', date: '2026-03-27', by: 'Telangana', source: TG_2026 },
  { festival: 'sri-rama-navami', date: '2026-03-27', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'varalakshmi-vratham', date: '2026-08-21', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'vinayaka-chavithi', date: '2026-09-14', by: 'Telangana', source: TG_2026 },
  { festival: 'vinayaka-chavithi', date: '2026-09-14', by: 'Andhra Pradesh', source: AP_2026 },
  {
    festival: 'bathukamma',
    date: '2026-10-11',
    by: 'Telangana',
    source: `${TG_2026} (opening day of Bathukamma)`,
    differs: {
      computed: '2026-10-10',
      why: "The amavasya runs from 21:36 IST on 9 October to 21:20 IST on the 10th, so Mahalaya Amavasya is the 10th by the sunrise rule the order follows everywhere else; the order's 11th is Ashvayuja Shukla Pratipada, and its own Saddula Bathukamma on the 18th makes nine days only from the 10th. Staff confirm the published day for 2026.",
    },
  },
  { festival: 'bathukamma', part: 'end', date: '2026-10-18', by: 'Telangana', source: `${TG_2026} (Saddula Bathukamma)` },
  { festival: 'bathukamma', part: 'end', date: '2026-10-18', by: 'Andhra Pradesh', source: `${AP_2026} (Durgashtami)` },
  { festival: 'vijayadashami', date: '2026-10-20', by: 'Telangana', source: TG_2026 },
  { festival: 'vijayadashami', date: '2026-10-20', by: 'Andhra Pradesh', source: AP_2026 },
  { festival: 'deepavali', date: '2026-11-08', by: 'Telangana', source: TG_2026 },
  { festival: 'deepavali', date: '2026-11-08', by: 'Andhra Pradesh', source: AP_2026 },
  // The Telangana Vidvat Sabha
  {
    festival: 'bathukamma',
    date: '2020-10-16',
    by: 'Telangana Vidvat Sabha',
    source: 'Bathukamma 16–24 Oct 2020, after the adhika Ashvayuja (telanganatoday.com/bathukamma-festivities-to-begin-from-oct-16)',
  },
  {
    festival: 'bathukamma',
    part: 'end',
    date: '2020-10-24',
    by: 'Telangana Vidvat Sabha',
    source: 'Bathukamma 16–24 Oct 2020 (telanganatoday.com/bathukamma-festivities-to-begin-from-oct-16)',
    differs: {
      computed: '2020-10-23',
      why: "The Sabha kept nine days; the ashtami began at 06:58 IST on the 23rd and held that afternoon, which is the day the 2024–2026 orders' rule (ashtami at aparahna) gives.",
    },
  },
  {
    festival: 'vinayaka-chavithi',
    date: '2023-09-18',
    by: 'Telangana Vidvat Sabha',
    source:
      'Vinayaka Chavithi on 18 Sep 2023 because the chaturthi held at midday (sakshi.com/telugu-news/telangana/ganesh-chaturthi-be-celebrated-sept-18th-1754498)',
    differs: {
      computed: '2023-09-19',
      why: "Same rule (chaturthi at madhyahna), other tithi times: the Sabha's panchangam put the chaturthi at 09:58 on the 18th to 10:28 on the 19th; the Sun and Moon's true positions put it at 12:40 on the 18th to 13:44 on the 19th (IST), so midday of the 19th.",
    },
  },
];
