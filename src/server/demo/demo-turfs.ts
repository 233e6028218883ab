import type { Location, Sport } from '../../shared/catalog';
import type { CourtInput } from '../../shared/courts';
import type { RulesBeyondBase } from '../../shared/price-rules';

// Demo turf listings for seeding and demos (spec §3, §9). Every approved location × sport pair is
// covered, prices span both price bands (with their edge values) and a few fall outside them, so
// every filter has something to show and something to exclude. Each turf has its own illustration
// at /images/turfs/<slug>.svg, written by scripts/demo-art/generate.ts from this list.

export interface DemoTurf {
  slug: string; // kebab-case, unique; the image is /images/turfs/<slug>.svg
  name: string;
  location: Location;
  sports_type: Sport;
  price: number; // rupees per hour, whole number
  address: string;
  linkes: string; // Google Maps search link
  description: string;
  approved: boolean; // true = listed; false = pending admin approval
  owner: 'demo' | 'second'; // which demo owner account owns it
  /** A venue's courts (docs/decisions/029); absent: one court named after the listing. */
  courts?: readonly CourtInput[];
  /** Its bands, special days and offer beside `price` (docs/decisions/034); absent: flat. */
  pricing?: RulesBeyondBase;
}

const roundTo50 = (rupees: number) => Math.round(rupees / 50) * 50;

/**
 * A Mumbai venue's week (docs/decisions/034): weekday evenings and weekends dearer, early
 * mornings cheaper (listed last, so weekend mornings too), rupees per hour.
 */
function venueWeek(
  base: number,
  rates: { evening?: number; weekend?: number; morning?: number } = {},
  lastMinute: RulesBeyondBase['lastMinute'] = null,
): RulesBeyondBase {
  const paise = (rupees: number) => rupees * 100;
  return {
    bands: [
      {
        days: [1, 2, 3, 4, 5],
        from: 18 * 60,
        to: 23 * 60,
        perHourPaise: paise(rates.evening ?? roundTo50(base * 1.5)),
      },
      {
        days: [0, 6],
        from: 0,
        to: 24 * 60,
        perHourPaise: paise(rates.weekend ?? roundTo50(base * 1.3)),
      },
      {
        days: [0, 1, 2, 3, 4, 5, 6],
        from: 6 * 60,
        to: 9 * 60,
        perHourPaise: paise(rates.morning ?? roundTo50(base * 0.75)),
      },
    ],
    specialDays: [],
    lastMinute,
  };
}

const badmintonCourts = (count: number): CourtInput[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Court ${i + 1}`, sports: ['badminton'] }));

export function demoTurfImagePath(slug: string): string {
  return `/images/turfs/${slug}.svg`;
}

function mapsLink(name: string, location: Location): string {
  const query = encodeURIComponent(`${name} ${location} Mumbai`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

type Row = Omit<DemoTurf, 'linkes' | 'approved' | 'owner'> & {
  approved?: boolean;
  owner?: DemoTurf['owner'];
};

const ROWS: readonly Row[] = [
  // Borivali
  {
    slug: 'borivali-box-cricket-arena',
    name: 'Borivali Box Cricket Arena',
    location: 'Borivali',
    sports_type: 'cricket',
    price: 1200,
    pricing: venueWeek(
      1200,
      { evening: 1800, weekend: 1800, morning: 900 },
      { withinMinutes: 180, percentOff: 20 },
    ),
    address: 'Plot 14, Gorai Road, near Gorai Depot, Borivali West, Mumbai 400092',
    description:
      'Netted box cricket ground with a true-bouncing artificial pitch and LED floodlights for night games. Bat and ball kits on request; two-wheeler parking inside the gate.',
  },
  {
    slug: 'ic-colony-football-yard',
    name: 'IC Colony Football Yard',
    location: 'Borivali',
    sports_type: 'football',
    price: 900,
    pricing: venueWeek(900),
    address: 'Holy Cross Road, IC Colony, Borivali West, Mumbai 400103',
    description:
      'A 6-a-side FIFA-grade artificial turf tucked behind the IC Colony church grounds. Shock-pad underlay, bibs and match balls provided, changing room with lockers.',
  },
  {
    slug: 'shimpoli-shuttle-hub',
    name: 'Shimpoli Shuttle Hub',
    location: 'Borivali',
    sports_type: 'badminton',
    price: 500,
    address: 'Shimpoli Road, opposite Chikuwadi, Borivali West, Mumbai 400092',
    description:
      'Two air-cooled wooden courts with synthetic mats and glare-free lighting. Racket hire and feather shuttles sold at the desk.',
    owner: 'second',
    courts: badmintonCourts(2),
  },
  {
    slug: 'magathane-turf-park',
    name: 'Magathane Turf Park',
    location: 'Borivali',
    sports_type: 'football',
    price: 1500,
    address: 'Western Express Highway, Magathane, Borivali East, Mumbai 400066',
    description:
      'Two 5-a-side rooftop pitches that open into one 7-a-side pitch, with four floodlight masts and a spectator gallery. Covered car parking for 30 cars and showers in both changing rooms.',
    courts: [
      { name: '5-a-side A', sports: ['football'], format: 5 },
      { name: '5-a-side B', sports: ['football'], format: 5 },
      {
        name: '7-a-side pitch',
        sports: ['football'],
        parts: ['5-a-side A', '5-a-side B'],
        format: 7,
      },
    ],
  },
  // Bandra
  {
    slug: 'bandstand-kickoff-turf',
    name: 'Bandstand Kickoff Turf',
    location: 'Bandra',
    sports_type: 'football',
    price: 1500,
    pricing: venueWeek(1500),
    address: 'Byramji Jeejeebhoy Road, Bandstand, Bandra West, Mumbai 400050',
    description:
      'Sea-facing 5-a-side cage a short walk from the Bandstand promenade. Premium 50 mm turf, floodlights until midnight and a juice counter by the dugout.',
  },
  {
    slug: 'carter-road-cricket-box',
    name: 'Carter Road Cricket Box',
    location: 'Bandra',
    sports_type: 'cricket',
    price: 1400,
    pricing: venueWeek(1400),
    address: "Carter Road, opposite Joggers' Park, Bandra West, Mumbai 400050",
    description:
      'Fully netted box cricket arena with a bowling machine available for practice hours; football on the same turf after dark. Evening sea breeze, floodlights and valet parking on weekends.',
    courts: [{ name: 'The Box', sports: ['cricket', 'football'] }],
  },
  {
    slug: 'pali-hill-badminton-centre',
    name: 'Pali Hill Badminton Centre',
    location: 'Bandra',
    sports_type: 'badminton',
    price: 1800,
    address: 'Pali Mala Road, Pali Hill, Bandra West, Mumbai 400050',
    description:
      'Four BWF-spec courts on sprung maple flooring in an air-conditioned hall. Coaching clinics on weekday mornings and a pro shop for restringing.',
    owner: 'second',
    courts: badmintonCourts(4),
  },
  {
    slug: 'bkc-sundowner-cricket-ground',
    name: 'BKC Sundowner Cricket Ground',
    location: 'Bandra',
    sports_type: 'cricket',
    price: 1000,
    pricing: venueWeek(1000),
    address: 'G Block, Bandra Kurla Complex, Bandra East, Mumbai 400051',
    description:
      'Open-air cricket ground with a natural turf outfield and a hard centre strip, popular for corporate matches after office hours. Ample basement parking.',
  },
  // Vasai
  {
    slug: 'vasai-shuttle-court',
    name: 'Vasai Shuttle Court',
    location: 'Vasai',
    sports_type: 'badminton',
    price: 400,
    address: 'Ambadi Road, near Vasai Road station, Vasai West, Palghar 401202',
    description:
      'A friendly single-court hall with a green synthetic mat, ideal for doubles after work. Fans, drinking water and free street parking.',
  },
  {
    slug: 'papdy-cricket-ground',
    name: 'Papdy Cricket Ground',
    location: 'Vasai',
    sports_type: 'cricket',
    price: 600,
    address: 'Papdy Naka, Holi Road, Vasai West, Palghar 401207',
    description:
      'Spacious village-style ground ringed by coconut palms with a matting pitch for tennis-ball and leather-ball games. Tea stall and parking beside the ground.',
  },
  {
    slug: 'manickpur-football-turf',
    name: 'Manickpur Football Turf',
    location: 'Vasai',
    sports_type: 'football',
    price: 700,
    address: 'Manickpur Road, Vasai West, Palghar 401202',
    description:
      '5-a-side turf with fresh infill and high side nets so the ball stays in play. Floodlit until 11 PM with a small changing room.',
  },
  // Bhayandar
  {
    slug: 'bhayandar-150-feet-cricket-box',
    name: '150 Feet Road Cricket Box',
    location: 'Bhayandar',
    sports_type: 'cricket',
    price: 800,
    address: '150 Feet Road, near Maxus Mall, Bhayandar West, Thane 401101',
    description:
      'Compact box cricket turf with underarm and overarm lanes marked, floodlights and an electronic scoreboard. Stumps, bats and tennis balls included.',
  },
  {
    slug: 'uttan-sea-breeze-turf',
    name: 'Uttan Sea Breeze Turf',
    location: 'Bhayandar',
    sports_type: 'football',
    price: 1100,
    address: 'Uttan Road, Gorai Khadi, Bhayandar West, Thane 401106',
    description:
      'Open 7-a-side pitch among the palms on Uttan Road, breezy even in May. Floodlights, a shaded seating deck and ample car parking.',
  },
  {
    slug: 'jesal-park-smash-court',
    name: 'Jesal Park Smash Court',
    location: 'Bhayandar',
    sports_type: 'badminton',
    price: 550,
    address: 'Jesal Park Road, Bhayandar East, Thane 401105',
    description:
      'Two wooden courts with fresh line marking and high ceilings for clean lifts. Shoe rental and a waiting lounge with water cooler.',
  },
  // Andheri
  {
    slug: 'lokhandwala-five-a-side',
    name: 'Lokhandwala Five-a-Side',
    location: 'Andheri',
    sports_type: 'football',
    price: 1300,
    address: 'Lokhandwala Back Road, Andheri West, Mumbai 400053',
    description:
      'Rooftop 5-a-side cage with city views and bright LED floodlights. Changing rooms with showers and paid parking in the building basement.',
  },
  {
    slug: 'versova-cricket-yard',
    name: 'Versova Cricket Yard',
    location: 'Andheri',
    sports_type: 'cricket',
    price: 1500,
    address: 'JP Road, Seven Bungalows, Andheri West, Mumbai 400061',
    description:
      'Premium box cricket yard with a cushioned pitch, side nets and floodlights. Equipment, scorer app and a cafe for after the match.',
  },
  {
    slug: 'marol-shuttle-factory',
    name: 'Marol Shuttle Factory',
    location: 'Andheri',
    sports_type: 'badminton',
    price: 700,
    address: 'Military Road, Marol, Andheri East, Mumbai 400059',
    description:
      'A converted warehouse with three wooden courts and LED high-bay lights. Popular with office leagues from the nearby MIDC; lockers and parking available.',
    owner: 'second',
  },
  {
    slug: 'veera-desai-night-kickers',
    name: 'Veera Desai Night Kickers',
    location: 'Andheri',
    sports_type: 'football',
    price: 1800,
    address: 'Veera Desai Road, near Andheri Sports Complex, Andheri West, Mumbai 400053',
    description:
      'Premium 7-a-side pitch with stadium-grade floodlights, a referee on request and match video recording. Valet parking and a lounge for teams.',
  },
  // Malad
  {
    slug: 'mindspace-sports-deck',
    name: 'Mindspace Sports Deck',
    location: 'Malad',
    sports_type: 'football',
    price: 1200,
    address: 'Link Road, near Mindspace, Malad West, Mumbai 400064',
    description:
      'Podium-level 6-a-side turf beside the office towers, floodlit for late games. Changing rooms, drinking water and visitor parking in the complex.',
  },
  {
    slug: 'marve-road-cricket-turf',
    name: 'Marve Road Cricket Turf',
    location: 'Malad',
    sports_type: 'cricket',
    price: 750,
    address: 'Marve Road, Malvani, Malad West, Mumbai 400095',
    description:
      'Box cricket turf on the way to Marve beach with a rubberised pitch and nets on all sides. Floodlights and free two-wheeler parking.',
  },
  {
    slug: 'evershine-badminton-club',
    name: 'Evershine Badminton Club',
    location: 'Malad',
    sports_type: 'badminton',
    price: 1000,
    address: 'Evershine Nagar, Malad West, Mumbai 400064',
    description:
      'Air-conditioned hall with two synthetic-mat courts and anti-glare lighting. Weekend junior coaching and shuttles sold by the tube.',
  },
  // Kandivali
  {
    slug: 'thakur-village-turf-club',
    name: 'Thakur Village Turf Club',
    location: 'Kandivali',
    sports_type: 'football',
    price: 1050,
    address: 'Thakur Village, Kandivali East, Mumbai 400101',
    description:
      '6-a-side turf surrounded by rain trees, with floodlights, a first-aid kit and bibs at the counter. Society parking for visitors in the evenings.',
  },
  {
    slug: 'charkop-box-cricket-den',
    name: 'Charkop Box Cricket Den',
    location: 'Kandivali',
    sports_type: 'cricket',
    price: 650,
    address: 'Sector 8, Charkop, Kandivali West, Mumbai 400067',
    description:
      'Budget-friendly box cricket with a green artificial pitch and bright floodlights. Stumps and tennis balls provided; parking on the service road.',
  },
  {
    slug: 'mahavir-nagar-feather-court',
    name: 'Mahavir Nagar Feather Court',
    location: 'Kandivali',
    sports_type: 'badminton',
    price: 850,
    address: 'Dahanukarwadi, Mahavir Nagar, Kandivali West, Mumbai 400067',
    description:
      'Two wooden courts with cushioned flooring that is easy on the knees. Changing rooms, racket hire and a small viewing gallery.',
  },
  {
    slug: 'poisar-rooftop-cricket',
    name: 'Poisar Rooftop Cricket',
    location: 'Kandivali',
    sports_type: 'cricket',
    price: 1350,
    address: 'SV Road, Poisar, Kandivali West, Mumbai 400067',
    description:
      'Rooftop cricket turf with tall perimeter nets and sunset views over the western suburbs. Floodlit until midnight, lift access and paid parking.',
    owner: 'second',
  },
  // Mira Road
  {
    slug: 'shanti-nagar-football-turf',
    name: 'Shanti Nagar Football Turf',
    location: 'Mira Road',
    sports_type: 'football',
    price: 950,
    address: 'Sector 5, Shanti Nagar, Mira Road East, Thane 401107',
    description:
      '5-a-side turf with a padded underlay and floodlights, a favourite for weekend leagues. Drinking water and benches for substitutes.',
  },
  {
    slug: 'beverly-park-cricket-arena',
    name: 'Beverly Park Cricket Arena',
    location: 'Mira Road',
    sports_type: 'cricket',
    price: 1250,
    address: 'Beverly Park, near Mira Road station, Mira Road East, Thane 401107',
    description:
      'Large box cricket arena with two pitches that can be booked together for tournaments. Floodlights, scoreboard and a canteen.',
  },
  {
    slug: 'poonam-sagar-shuttle-point',
    name: 'Poonam Sagar Shuttle Point',
    location: 'Mira Road',
    sports_type: 'badminton',
    price: 600,
    address: 'Poonam Sagar Complex, Mira Road East, Thane 401107',
    description:
      'Two courts on wooden flooring with a clear roof height of nine metres. Fans, changing room and shoe rental.',
  },
  // Goregaon
  {
    slug: 'film-city-football-arena',
    name: 'Film City Road Football Arena',
    location: 'Goregaon',
    sports_type: 'football',
    price: 1400,
    address: 'Film City Road, Dindoshi, Goregaon East, Mumbai 400065',
    description:
      '7-a-side floodlit pitch at the edge of the hills, with stands on one side. Showers, lockers and a large parking lot.',
  },
  {
    slug: 'aarey-greens-cricket-ground',
    name: 'Aarey Greens Cricket Ground',
    location: 'Goregaon',
    sports_type: 'cricket',
    price: 1100,
    address: 'Aarey Road, near Aarey Colony gate, Goregaon East, Mumbai 400063',
    description:
      'Green, tree-lined ground with a rolled turf pitch and sight screens at both ends. Morning slots are cool and shaded; parking beside the pavilion.',
  },
  {
    slug: 'bangur-nagar-badminton-arena',
    name: 'Bangur Nagar Badminton Arena',
    location: 'Goregaon',
    sports_type: 'badminton',
    price: 1450,
    address: 'Link Road, Bangur Nagar, Goregaon West, Mumbai 400104',
    description:
      'Four air-conditioned courts on tournament-grade synthetic mats with a cafe overlooking the hall. Coaching for all ages and free parking for members.',
    owner: 'second',
  },
  // Pending admin approval
  {
    slug: 'kashimira-highway-turf',
    name: 'Kashimira Highway Turf',
    location: 'Mira Road',
    sports_type: 'football',
    price: 900,
    pricing: venueWeek(900),
    address: 'Kashimira, off Western Express Highway, Mira Road East, Thane 401107',
    description:
      'Newly laid 6-a-side turf beside the highway with floodlights being commissioned. Large open parking area.',
    approved: false,
  },
  {
    slug: 'reclamation-cricket-box',
    name: 'Reclamation Cricket Box',
    location: 'Bandra',
    sports_type: 'cricket',
    price: 1300,
    pricing: venueWeek(1300),
    address: 'KC Marg, Bandra Reclamation, Bandra West, Mumbai 400050',
    description:
      'Netted box cricket arena under the sea link approach with a fresh artificial pitch. Floodlights and changing rooms.',
    approved: false,
    owner: 'second',
  },
  {
    slug: 'gorai-beach-shuttle-court',
    name: 'Gorai Beach Shuttle Court',
    location: 'Borivali',
    sports_type: 'badminton',
    price: 700,
    address: 'Gorai Road, near Gorai jetty, Borivali West, Mumbai 400091',
    description:
      'Single wooden court in a ventilated hall a few minutes from the Gorai jetty. Racket hire and drinking water.',
    approved: false,
  },
  {
    slug: 'kurar-village-futsal-court',
    name: 'Kurar Village Futsal Court',
    location: 'Malad',
    sports_type: 'football',
    price: 2000,
    address: 'Kurar Village, Malad East, Mumbai 400097',
    description:
      'Indoor-style futsal court with a hard-wearing turf, rebound boards and LED lighting. Parking available on the main road.',
    approved: false,
  },
];

export const DEMO_TURFS: readonly DemoTurf[] = ROWS.map((row) => ({
  ...row,
  linkes: mapsLink(row.name, row.location),
  approved: row.approved ?? true,
  owner: row.owner ?? 'demo',
}));
