import type { Amenity, HouseRule } from '../../shared/amenities';
import type { GeoPoint } from '../../shared/geo';

// Where each demo venue is and what it has (docs/decisions/067), by its slug (demo-turfs.ts):
// points near the venues' addresses in Mumbai, amenities as their descriptions tell them. The
// badminton halls are covered and indoor, most turfs floodlit, one Andheri rooftop cage roofed
// for the monsoon, so "Near me" and the "Covered" filter have something to show everywhere.

export interface DemoPlace {
  geo: GeoPoint;
  amenities: readonly Amenity[];
  houseRules: readonly HouseRule[];
}

const HALL = ['covered', 'indoor'] as const;
const FOOTWEAR = ['footwear'] as const;
const STRICT = ['footwear', 'arrive_early', 'overrun_charged'] as const;

const place = (
  lat: number,
  lng: number,
  amenities: readonly Amenity[],
  houseRules: readonly HouseRule[] = FOOTWEAR,
): DemoPlace => ({ geo: { lat, lng }, amenities, houseRules });

export const DEMO_PLACES: Readonly<Record<string, DemoPlace>> = {
  'borivali-box-cricket-arena': place(19.2336, 72.835, [
    'floodlights',
    'parking',
    'equipment_hire',
  ]),
  'ic-colony-football-yard': place(19.2467, 72.851, ['changing_rooms', 'equipment_hire']),
  'shimpoli-shuttle-hub': place(19.235, 72.843, [...HALL, 'equipment_hire']),
  'magathane-turf-park': place(
    19.229,
    72.866,
    ['floodlights', 'parking', 'changing_rooms', 'washrooms', 'spectator_seating'],
    STRICT,
  ),
  'bandstand-kickoff-turf': place(19.046, 72.82, ['floodlights', 'drinking_water'], STRICT),
  'carter-road-cricket-box': place(19.065, 72.8225, ['floodlights', 'parking', 'equipment_hire']),
  'pali-hill-badminton-centre': place(19.068, 72.829, [...HALL, 'washrooms'], STRICT),
  'bkc-sundowner-cricket-ground': place(19.066, 72.868, ['floodlights', 'parking']),
  'vasai-shuttle-court': place(19.382, 72.832, [...HALL, 'drinking_water', 'parking']),
  'papdy-cricket-ground': place(19.364, 72.824, ['parking']),
  'manickpur-football-turf': place(19.377, 72.835, ['floodlights', 'changing_rooms']),
  'bhayandar-150-feet-cricket-box': place(19.297, 72.847, ['floodlights', 'equipment_hire']),
  'uttan-sea-breeze-turf': place(19.29, 72.805, ['floodlights', 'spectator_seating', 'parking']),
  'jesal-park-smash-court': place(19.308, 72.86, [...HALL, 'equipment_hire', 'drinking_water']),
  'lokhandwala-five-a-side': place(
    19.143,
    72.824,
    ['covered', 'floodlights', 'changing_rooms', 'washrooms', 'parking'],
    STRICT,
  ),
  'versova-cricket-yard': place(19.13, 72.819, ['floodlights', 'equipment_hire', 'washrooms']),
  'marol-shuttle-factory': place(19.117, 72.887, [...HALL, 'parking', 'changing_rooms']),
  'veera-desai-night-kickers': place(
    19.133,
    72.835,
    ['floodlights', 'parking', 'washrooms', 'spectator_seating'],
    STRICT,
  ),
  'mindspace-sports-deck': place(19.186, 72.834, [
    'floodlights',
    'changing_rooms',
    'drinking_water',
    'parking',
  ]),
  'marve-road-cricket-turf': place(19.195, 72.81, ['floodlights', 'parking']),
  'evershine-badminton-club': place(19.183, 72.836, [...HALL]),
  'thakur-village-turf-club': place(19.21, 72.875, ['floodlights', 'equipment_hire', 'parking']),
  'charkop-box-cricket-den': place(19.21, 72.825, ['floodlights', 'equipment_hire', 'parking']),
  'mahavir-nagar-feather-court': place(19.2, 72.84, [
    ...HALL,
    'changing_rooms',
    'equipment_hire',
    'spectator_seating',
  ]),
  'poisar-rooftop-cricket': place(19.206, 72.848, ['floodlights', 'parking']),
  'shanti-nagar-football-turf': place(19.283, 72.865, ['floodlights', 'drinking_water']),
  'beverly-park-cricket-arena': place(19.285, 72.862, ['floodlights', 'spectator_seating']),
  'poonam-sagar-shuttle-point': place(19.278, 72.868, [
    ...HALL,
    'changing_rooms',
    'equipment_hire',
  ]),
  'film-city-football-arena': place(
    19.16,
    72.87,
    ['floodlights', 'spectator_seating', 'changing_rooms', 'washrooms', 'parking'],
    STRICT,
  ),
  'aarey-greens-cricket-ground': place(19.155, 72.862, ['parking']),
  'bangur-nagar-badminton-arena': place(19.17, 72.835, [...HALL, 'parking']),
  'kashimira-highway-turf': place(19.27, 72.875, ['floodlights', 'parking']),
  'reclamation-cricket-box': place(19.047, 72.825, ['floodlights', 'changing_rooms']),
  'gorai-beach-shuttle-court': place(19.24, 72.79, [...HALL, 'equipment_hire', 'drinking_water']),
  'kurar-village-futsal-court': place(19.19, 72.87, [...HALL, 'parking']),
};
