// What a venue has and asks of its players (docs/decisions/067): the owner marks them, players
// filter by amenities (a turf must have every one asked), and cards and the turf page show them.
// The values are the API's words; each screen names them from its catalogue.

export const AMENITIES = [
  'covered',
  'indoor',
  'floodlights',
  'parking',
  'changing_rooms',
  'washrooms',
  'drinking_water',
  'equipment_hire',
  'spectator_seating',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const HOUSE_RULES = ['footwear', 'arrive_early', 'overrun_charged'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];

export function isAmenity(value: string): value is Amenity {
  return (AMENITIES as readonly string[]).includes(value);
}

export function isHouseRule(value: string): value is HouseRule {
  return (HOUSE_RULES as readonly string[]).includes(value);
}
