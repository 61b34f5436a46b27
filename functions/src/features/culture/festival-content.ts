/**
 * What each festival is (names, meaning, customs, food, greetings), once per
 * festival; the dates come from the rules in `festival-rules.ts`.
 */
export interface FestivalContent {
  name: string;
  nameInTelugu: string;
  description: string;
  significance: string;
  traditions: string[];
  foods: string[];
  /** Colour values (hex), up to 3 shown. */
  colors: string[];
  locations: string[];
  businessImpact: string;
  greetingPairs: { telugu: string; english: string }[];
}

export const FESTIVAL_CONTENT = {
  'karthika-pournami': {
    name: 'Karthika Pournami',
    nameInTelugu: 'కార్తీక పౌర్ణమి',
    description: 'The full moon of Karthika masam, the holiest night of the month of lamps.',
    significance: 'Honours Shiva and Vishnu alike; lamps lit on this night are said to carry the merit of the whole month. Also Guru Nanak Jayanti.',
    traditions: [
      '365 wicks lit at dawn or dusk',
      'Lamps floated on rivers and temple tanks',
      'Fasting and Satyanarayana vratam',
      'Jwala Thoranam at Shiva temples',
    ],
    foods: ['Pulihora', 'Chakkera pongali', 'Fruits and milk after the fast'],
    colors: ['#F5A623', '#FFFFFF', '#B22222'],
    locations: ['Srisailam', 'Srikalahasti', 'Godavari ghats, Rajahmundry', 'Krishna ghats, Vijayawada'],
    businessImpact: 'A Telangana general holiday (Kartika Purnima / Guru Nanak Jayanti); temple towns and river ghats are crowded, plan travel early.',
    greetingPairs: [
      { telugu: 'కార్తీక పౌర్ణమి శుభాకాంక్షలు', english: 'Happy Karthika Pournami' },
      { telugu: 'దీప కాంతులు మీ ఇంట వెలుగు నింపాలి', english: 'May the lamps fill your home with light' },
    ],
  },
  'mukkoti-ekadashi': {
    name: 'Mukkoti Ekadashi (Vaikuntha Ekadashi)',
    nameInTelugu: 'ముక్కోటి ఏకాదశి',
    description: 'The bright-half Ekadashi of Dhanurmasam, when the northern gate (Vaikuntha dwaram) of Vishnu temples opens.',
    significance: 'Devotees pass through the Vaikuntha dwaram; the thirty-three crore (mukkoti) deities are said to visit Vishnu on this day.',
    traditions: ['Uttara dwara darshanam at Tirumala, Bhadrachalam and Yadagirigutta', 'Fasting and night vigil', 'Vishnu Sahasranamam'],
    foods: ['Fast broken next morning (Dwadashi) with simple satvik food', 'Pongali'],
    colors: ['#FFD700', '#1E3A8A', '#FFFFFF'],
    locations: ['Tirumala', 'Bhadrachalam', 'Yadagirigutta', 'Simhachalam'],
    businessImpact: 'Very heavy pilgrim traffic at Vishnu temples for about ten days at Tirumala; VIP darshan is restricted.',
    greetingPairs: [
      { telugu: 'ముక్కోటి ఏకాదశి శుభాకాంక్షలు', english: 'Happy Mukkoti Ekadashi' },
      { telugu: 'వైకుంఠ ద్వార దర్శన ఫలం మీకు కలగాలి', english: 'May you receive the blessing of the Vaikuntha gate darshan' },
    ],
  },
  bhogi: {
    name: 'Bhogi',
    nameInTelugu: 'భోగి',
    description: 'The first day of the Sankranti festival: out with the old before the harvest.',
    significance: 'Old things go into the dawn Bhogi bonfire; children receive Bhogi pallu (jujube fruits) for blessings.',
    traditions: ['Bhogi mantalu (bonfire) before dawn', 'Bhogi pallu poured over children', 'Rangoli (muggulu) in front of every home'],
    foods: ['Pongali', 'Sakinalu', 'Garelu'],
    colors: ['#FF6B00', '#FFD54F', '#8D6E63'],
    locations: ['Across Andhra Pradesh and Telangana; biggest in Godavari and Krishna districts'],
    businessImpact: 'Start of the Sankranti break: schools close for about a week, highway and bus traffic to home towns peaks.',
    greetingPairs: [
      { telugu: 'భోగి పండుగ శుభాకాంక్షలు', english: 'Happy Bhogi' },
      { telugu: 'భోగి మంటలతో మీ కష్టాలు తొలగిపోవాలి', english: 'May the Bhogi fire burn away your troubles' },
    ],
  },
  'makara-sankranti': {
    name: 'Makara Sankranti',
    nameInTelugu: 'మకర సంక్రాంతి',
    description: 'The harvest festival, the Sun’s entry into Makara (Capricorn): the biggest festival of the Telugu year.',
    significance: 'Thanksgiving for the harvest and the start of Uttarayanam; offerings to ancestors.',
    traditions: [
      'Muggulu with gobbemmalu',
      'Haridasu and Gangireddulu (decorated bulls) at the door',
      'Kite flying',
      'New clothes and family reunions',
      'Kodi pandalu in coastal Andhra',
    ],
    foods: ['Ariselu', 'Chakkilalu', 'Sakinalu', 'Bellam pongali', 'Nuvvula undalu'],
    colors: ['#FFC107', '#E91E63', '#4CAF50'],
    locations: ['Across Andhra Pradesh and Telangana'],
    businessImpact:
      'General holiday in both states; gifting season (sweets, clothes); Hyderabad empties as people travel home. Avoid scheduling meetings Bhogi to Kanuma.',
    greetingPairs: [
      { telugu: 'మకర సంక్రాంతి శుభాకాంక్షలు', english: 'Happy Makara Sankranti' },
      { telugu: 'మీ ఇంట పాడి పంటలు సమృద్ధిగా ఉండాలి', english: 'May your home be blessed with a plentiful harvest' },
    ],
  },
  kanuma: {
    name: 'Kanuma',
    nameInTelugu: 'కనుమ',
    description: 'The third day of Sankranti, for the cattle that made the harvest possible.',
    significance: 'Cattle are bathed, decorated and worshipped; families feast (non-vegetarian in many homes).',
    traditions: ['Cattle decorated and worshipped', 'Family feast', 'Travel avoided on Kanuma by custom'],
    foods: ['Garelu', 'Kodi kura', 'Mutton curry', 'Pulihora'],
    colors: ['#795548', '#FF9800', '#2E7D32'],
    locations: ['Villages across Andhra Pradesh and Telangana'],
    businessImpact: 'Optional holiday in Telangana, widely observed in Andhra; many businesses stay closed; return traffic the day after.',
    greetingPairs: [
      { telugu: 'కనుమ పండుగ శుభాకాంక్షలు', english: 'Happy Kanuma' },
      { telugu: 'పశు సంపద వర్ధిల్లాలి', english: 'May your cattle and wealth prosper' },
    ],
  },
  'maha-shivaratri': {
    name: 'Maha Shivaratri',
    nameInTelugu: 'మహా శివరాత్రి',
    description: 'The great night of Shiva, on the dark fourteenth of Magha.',
    significance: 'A night of fasting and vigil (jagarana) for Shiva; the day of Shiva and Parvati’s wedding in temple tradition.',
    traditions: ['Fasting', 'Abhishekam through the night', 'Jagarana (staying awake)', 'Pilgrimage to Srisailam, Srikalahasti, Vemulawada, Keesaragutta'],
    foods: ['Fruits and milk during the fast', 'Sabudana and sweet potato next day'],
    colors: ['#1565C0', '#FFFFFF', '#9E9E9E'],
    locations: ['Srisailam', 'Srikalahasti', 'Mahanandi', 'Vemulawada', 'Keesaragutta'],
    businessImpact: 'General holiday in both states; Shiva temple towns see lakhs of pilgrims, hotels fill weeks in advance.',
    greetingPairs: [
      { telugu: 'మహా శివరాత్రి శుభాకాంక్షలు', english: 'Happy Maha Shivaratri' },
      { telugu: 'ఓం నమః శివాయ', english: 'Om Namah Shivaya' },
    ],
  },
  ugadi: {
    name: 'Ugadi',
    nameInTelugu: 'ఉగాది',
    description: 'The Telugu New Year, the first day of Chaitra and of the new samvatsara.',
    significance: 'New beginnings: the Panchanga sravanam foretells the year, and Ugadi pachadi’s six tastes teach that life mixes them all.',
    traditions: ['Oil bath and new clothes', 'Mango-leaf torans on doors', 'Ugadi pachadi', 'Panchanga sravanam at temples', 'Kavi sammelanam (poets’ meet)'],
    foods: ['Ugadi pachadi', 'Bobbatlu (Bakshalu)', 'Pulihora', 'Mamidikaya pappu'],
    colors: ['#4CAF50', '#FFEB3B', '#FF5722'],
    locations: ['Across Andhra Pradesh, Telangana and the Telugu diaspora'],
    businessImpact: 'General holiday in both states; an auspicious day to launch ventures, sign deals and buy gold and vehicles.',
    greetingPairs: [
      { telugu: 'ఉగాది శుభాకాంక్షలు', english: 'Happy Ugadi' },
      { telugu: 'నూతన సంవత్సర శుభాకాంక్షలు', english: 'Happy Telugu New Year' },
    ],
  },
  'sri-rama-navami': {
    name: 'Sri Rama Navami',
    nameInTelugu: 'శ్రీ రామ నవమి',
    description: 'The birth of Sri Rama on Chaitra Shukla Navami, and Sita Rama Kalyanam.',
    significance: 'The celestial wedding of Sita and Rama is performed at Bhadrachalam with pearls (talambralu) sent by the state.',
    traditions: ['Sita Rama Kalyanam at Bhadrachalam and in every pandal', 'Panakam and vadapappu distributed', 'Ramayana parayanam'],
    foods: ['Panakam', 'Vadapappu', 'Chalimidi'],
    colors: ['#FF9800', '#FFEB3B', '#2196F3'],
    locations: ['Bhadrachalam', 'Vontimitta', 'Rama temples everywhere'],
    businessImpact: 'General holiday in both states; Bhadrachalam is packed, the Kalyanam is broadcast live.',
    greetingPairs: [
      { telugu: 'శ్రీ రామ నవమి శుభాకాంక్షలు', english: 'Happy Sri Rama Navami' },
      { telugu: 'సీతారాముల కల్యాణ వైభోగం మీకు శుభం కలిగించాలి', english: 'May the divine wedding of Sita and Rama bless you' },
    ],
  },
  'varalakshmi-vratham': {
    name: 'Varalakshmi Vratham',
    nameInTelugu: 'వరలక్ష్మీ వ్రతం',
    description: 'A vratam to Lakshmi on the Friday before Shravana Pournami.',
    significance: 'Married women worship Varalakshmi for the family’s prosperity and wellbeing.',
    traditions: ['Kalasam decorated as the goddess', 'Thoram (sacred thread) tied', 'Tamboolam given to women guests'],
    foods: ['Pulihora', 'Payasam', 'Bobbatlu', 'Garelu'],
    colors: ['#E91E63', '#FFD700', '#4CAF50'],
    locations: ['Homes across Andhra Pradesh and Telangana'],
    businessImpact: 'Optional holiday; peak gold, silk saree and flower sales in the week before.',
    greetingPairs: [
      { telugu: 'వరలక్ష్మీ వ్రత శుభాకాంక్షలు', english: 'Happy Varalakshmi Vratham' },
      { telugu: 'లక్ష్మీ కటాక్షం మీపై ఉండాలి', english: 'May Goddess Lakshmi bless you' },
    ],
  },
  'vinayaka-chavithi': {
    name: 'Vinayaka Chavithi',
    nameInTelugu: 'వినాయక చవితి',
    description: 'The birth of Ganesha on Bhadrapada Shukla Chaturthi; public pandals stay up for up to eleven days.',
    significance: 'Ganesha is worshipped first to remove obstacles; the Khairatabad Ganesh in Hyderabad is among India’s tallest.',
    traditions: ['Clay idol puja with 21 kinds of leaves (patri)', 'Vinayaka vratha katha', 'Nimajjanam (immersion) processions'],
    foods: ['Undrallu', 'Kudumulu', 'Modakam', 'Panakam'],
    colors: ['#FF5722', '#FFC107', '#4CAF50'],
    locations: ['Khairatabad, Hyderabad', 'Pandals in every colony', 'Kanipakam'],
    businessImpact: 'General holiday in both states; the immersion day in Hyderabad brings city-wide traffic closures.',
    greetingPairs: [
      { telugu: 'వినాయక చవితి శుభాకాంక్షలు', english: 'Happy Vinayaka Chavithi' },
      { telugu: 'విఘ్నేశ్వరుని కృపతో మీ పనులన్నీ నిర్విఘ్నంగా సాగాలి', english: 'May Ganesha remove every obstacle from your work' },
    ],
  },
  bathukamma: {
    name: 'Bathukamma',
    nameInTelugu: 'బతుకమ్మ',
    description: 'Telangana’s nine-day floral festival of Gauri, from Engili Pula Bathukamma on Mahalaya Amavasya to Saddula Bathukamma.',
    significance: 'The state festival of Telangana: women stack seasonal flowers into Bathukammas, sing and dance around them, then float them on water.',
    traditions: ['Flower stacks of tangedu and gunugu', 'Circle songs and dances each evening', 'Immersion on Saddula Bathukamma', 'Tank Bund celebrations'],
    foods: ['Malida', 'Saddulu (variety rice)', 'Nuvvula podi'],
    colors: ['#FFEB3B', '#E91E63', '#9C27B0'],
    locations: ['Across Telangana', 'Tank Bund, Hyderabad'],
    businessImpact: 'Saddula Bathukamma is a Telangana general holiday and runs into the Dasara break; schools close for about two weeks.',
    greetingPairs: [
      { telugu: 'బతుకమ్మ పండుగ శుభాకాంక్షలు', english: 'Happy Bathukamma' },
      { telugu: 'బతుకమ్మ దీవెనలతో మీ జీవితం పూలవనం కావాలి', english: 'May Bathukamma make your life bloom' },
    ],
  },
  vijayadashami: {
    name: 'Dasara (Vijayadashami)',
    nameInTelugu: 'దసరా (విజయదశమి)',
    description: 'The tenth day after Navaratri: the victory of Durga over Mahishasura and of Rama over Ravana.',
    significance: 'An auspicious day to begin new work; Jammi (Shami) leaves are exchanged as gold, and Palapitta is sighted for luck in Telangana.',
    traditions: ['Ayudha puja of tools and vehicles', 'Jammi chettu puja and exchanging leaves', 'Kanaka Durga Teppotsavam at Vijayawada', 'Ravana dahanam'],
    foods: ['Pulihora', 'Payasam', 'Boorelu', 'Mutton curry in Telangana homes'],
    colors: ['#D32F2F', '#FFC107', '#388E3C'],
    locations: ['Kanaka Durga, Vijayawada', 'Across Telangana'],
    businessImpact: 'General holiday in both states; vehicle and gold purchases peak; Indrakeeladri at Vijayawada is crowded all Navaratri.',
    greetingPairs: [
      { telugu: 'విజయదశమి శుభాకాంక్షలు', english: 'Happy Vijayadashami' },
      { telugu: 'దసరా పండుగ శుభాకాంక్షలు, అన్నింటా విజయం కలగాలి', english: 'Happy Dasara, may you win in all you do' },
    ],
  },
  deepavali: {
    name: 'Deepavali',
    nameInTelugu: 'దీపావళి',
    description: 'The festival of lamps, the day after Naraka Chaturdashi, when Satyabhama and Krishna defeated Narakasura.',
    significance: 'Light over darkness; Lakshmi puja for prosperity; new account books for many traders.',
    traditions: ['Naraka Chaturdashi oil bath at dawn', 'Rows of lamps', 'Lakshmi puja', 'Fireworks'],
    foods: ['Kajjikayalu', 'Laddu', 'Ariselu', 'Chakralu'],
    colors: ['#FFC107', '#FF5722', '#6A1B9A'],
    locations: ['Across Andhra Pradesh and Telangana'],
    businessImpact: 'General holiday; the main gifting season for clients and staff (sweets, dry fruits, crackers); markets busy the week before.',
    greetingPairs: [
      { telugu: 'దీపావళి శుభాకాంక్షలు', english: 'Happy Deepavali' },
      { telugu: 'దీపాల కాంతి మీ జీవితంలో వెలుగు నింపాలి', english: 'May the lamps light up your life' },
    ],
  },
} satisfies Record<string, FestivalContent>;

export type FestivalKey = keyof typeof FESTIVAL_CONTENT;
