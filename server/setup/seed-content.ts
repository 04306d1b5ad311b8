/** Realistic sample content for a tyre dealer's warranty desk. */
import type { ProgrammeInput } from '../../domain/warranty-programmes';

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Carlos',
  'Emily',
  'Darnell',
  'Priya',
  'Tomás',
  'Hannah',
  'Kenji',
  'Olivia',
  'Marcus',
  'Sofia',
  'Ethan',
  'Grace',
  'Luis',
  'Chloe',
  'Andre',
  'Mei',
  'Noah',
  'Fatima',
  'Liam',
  'Rosa',
  'Isaac',
];
export const LAST_NAMES = [
  'Alvarez',
  'Bennett',
  'Okafor',
  'Reyes',
  'Thompson',
  'Washington',
  'Patel',
  'Castillo',
  'Schmidt',
  'Tanaka',
  'Murphy',
  'Johnson',
  'Rossi',
  'Nguyen',
  'Kim',
  'Ortega',
  'Dubois',
  'Walker',
  'Chen',
  'Garcia',
  'Haddad',
  "O'Brien",
];
export const STREETS = [
  'Oak Street',
  'Maple Avenue',
  'Harbor Drive',
  'Sunset Boulevard',
  'Pine Road',
  'Mission Street',
  'Lakeview Lane',
  'Calle Loíza',
];
export const CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', '78701'],
  ['Columbus', 'OH', '43215'],
  ['San Juan', 'PR', '00901'],
  ['Denver', 'CO', '80202'],
  ['Tampa', 'FL', '33602'],
  ['Portland', 'OR', '97205'],
  ['Charlotte', 'NC', '28202'],
  ['Phoenix', 'AZ', '85004'],
];

export const DEALERS = [
  {
    code: 'TX1042',
    name: 'Lone Star Tire & Service',
    contact: 'Rick Dawson',
    city: 0,
    country: 'United States',
  },
  {
    code: 'OH2210',
    name: 'Buckeye Wheel Works',
    contact: 'Janet Kowalski',
    city: 1,
    country: 'United States',
  },
  { code: 'PR0031', name: 'Isla Neumáticos', contact: 'Ana Rivera', city: 2, country: 'Puerto Rico' },
  { code: 'CO7781', name: 'Front Range Tire Pros', contact: 'Derek Holt', city: 3, country: 'United States' },
  { code: 'FL4450', name: 'Gulf Coast Tire Depot', contact: 'Brenda Fox', city: 4, country: 'United States' },
  {
    code: 'OR9902',
    name: 'Cascade Tread Center',
    contact: 'Wes Lindqvist',
    city: 5,
    country: 'United States',
  },
  { code: 'NC3318', name: 'Queen City Tire', contact: 'Tamika Brooks', city: 6, country: 'United States' },
  { code: 'AZ5567', name: 'Desert Wheel & Tire', contact: 'Hector Ruiz', city: 7, country: 'United States' },
];

export const TYRES = [
  'Michelin Defender2 225/65R17',
  'Goodyear Assurance WeatherReady 215/55R17',
  'Bridgestone Turanza QuietTrack 235/45R18',
  'Continental TrueContact Tour 205/55R16',
  'Pirelli Scorpion AS Plus 3 265/70R17',
  'BFGoodrich KO2 LT275/70R18',
  'Michelin CrossClimate2 245/45R19',
  'Firestone WeatherGrip 225/60R18',
];

export type TicketTemplate = {
  subject: string;
  description: string;
  category: 'technical' | 'billing' | 'feature' | 'general';
};

export const TICKET_TEMPLATES: TicketTemplate[] = [
  {
    subject: 'Sidewall bulge on front left tyre',
    category: 'technical',
    description:
      'Customer noticed a bulge on the outer sidewall of a {tyre} after hitting a pothole. No visible cut. Requesting inspection and warranty review.',
  },
  {
    subject: 'Tread separation after 18,000 miles',
    category: 'technical',
    description:
      'Rear right {tyre} shows tread separation at 18,000 miles. Rotation records provided. Possible workmanship and materials claim.',
  },
  {
    subject: 'Premature tread wear warranty claim',
    category: 'general',
    description:
      'Tyres measured at 4/32" with 41,000 miles on a 65,000-mile warranty. Customer asks for mileage proration on a set of four {tyre}.',
  },
  {
    subject: 'Road hazard claim: nail beyond repair',
    category: 'general',
    description:
      'Nail in the shoulder of a {tyre}, outside the repairable area. Customer has the road hazard plan.',
  },
  {
    subject: 'Uneven wear on rear tyres after alignment',
    category: 'technical',
    description:
      'Inner edges of both rear {tyre} worn 3/32" more than outer edges. Alignment done elsewhere. Check coverage exclusion for uneven wear.',
  },
  {
    subject: 'Vibration at highway speed after new tyres',
    category: 'technical',
    description:
      'Steering wheel vibrates above 60 mph since the {tyre} set was installed. Rebalanced once already.',
  },
  {
    subject: 'Mileage proration question',
    category: 'general',
    description:
      'Customer wants to understand how the credit on a {tyre} is calculated for 56,000 miles on an 80,000-mile warranty.',
  },
  {
    subject: 'Invoice shows wrong tyre size',
    category: 'billing',
    description:
      'Invoice lists 215/55R17 but the vehicle has {tyre}. Customer needs a corrected invoice for the warranty file.',
  },
  {
    subject: 'Replacement under workmanship warranty',
    category: 'general',
    description:
      'Belt shift on a {tyre} within the first 12 months. Less than 2/32" worn: should qualify for free replacement.',
  },
  {
    subject: 'Slow leak at the bead seat',
    category: 'technical',
    description: 'Loses about 5 psi a week. Bead sealed once; leak is back. {tyre} on alloy wheels.',
  },
  {
    subject: 'TPMS warning after rotation',
    category: 'technical',
    description: 'TPMS light came on after a rotation of the {tyre} set. Sensors may need relearning.',
  },
  {
    subject: 'Charged twice for mounting',
    category: 'billing',
    description: 'Card statement shows two mounting and balancing charges for the same {tyre} installation.',
  },
  {
    subject: 'Dealer credit not applied to account',
    category: 'billing',
    description: 'Approved adjustment for a {tyre} has not appeared on the dealer statement after 30 days.',
  },
  {
    subject: 'Status of submitted claim',
    category: 'general',
    description: 'Customer calling for an update on a claim for a {tyre} submitted last week.',
  },
  {
    subject: 'Cupping noise on the highway',
    category: 'technical',
    description: 'Rhythmic noise from the rear; cupping visible on a {tyre}. Shocks replaced last year.',
  },
  {
    subject: 'Tyre failed inspection at 4/32"',
    category: 'general',
    description:
      'State inspection flagged a {tyre} at 4/32" after 2 years. Customer asks whether proration applies.',
  },
  {
    subject: 'Request: SMS updates for claim status',
    category: 'feature',
    description: 'Dealer would like customers to receive text messages when a claim changes status.',
  },
  {
    subject: 'Cracking in tread grooves',
    category: 'technical',
    description: 'Weather cracking in the grooves of a {tyre} at 3 years old. Vehicle is parked outdoors.',
  },
  {
    subject: 'Adjustment form missing odometer reading',
    category: 'general',
    description: 'Claim for a {tyre} cannot be processed: the installation invoice has no odometer reading.',
  },
  {
    subject: 'Staggered fitment mileage question',
    category: 'general',
    description: 'Customer with a staggered fitment asks why the warranted mileage on a {tyre} is halved.',
  },
];

/** What sample customers wrote back by e-mail (decision 084). */
export const CUSTOMER_REPLIES = [
  'The same tyre is losing air again since yesterday. Can I bring it back to the dealer this week?',
  'Attached is the receipt you asked for. The tyre was bought at the dealer in March.',
  'Thanks for the update. When will the replacement be ready for pickup?',
];

export const NOTE_TEXTS = [
  'Called the customer and confirmed the tyre is still on the vehicle.',
  'Requested photos of the sidewall and the DOT serial number.',
  'Dealer measured 6/32", 6/32" and 5/32" in the centre grooves.',
  'Escalated to the regional warranty adjuster for review.',
  'Customer will bring the car in on Thursday morning.',
  'Verified rotation records: every 7,500 miles as required.',
  'Adjustment approved; credit sent to the dealer account.',
  'Left a voicemail; will try again tomorrow.',
];

export const TRANSCRIPT_LINES: Array<[string, string]> = [
  ['Agent', 'Thanks for calling the tyre warranty line. How can I help today?'],
  ['Customer', 'One of my tyres has a bulge on the side and I bought them last spring.'],
  ['Agent', 'I am sorry to hear that. Do you have the invoice with the odometer reading from installation?'],
  ['Customer', 'Yes, I have it here. It says 32,400 miles.'],
  ['Agent', 'Great. I have opened a ticket and a dealer will inspect the tyre. Anything else?'],
  ['Customer', 'No, that is all. Thank you.'],
];

export const CLAIM_STATUSES = ['Pending', 'Authorized', 'Denied', 'Paid'];
export const CLAIM_CRITERIA = ['Workmanship & Materials', 'Treadwear Mileage', 'Road Hazard'];
export const STAFF_NAMES = ['Maria Lopez', 'Sam Carter', 'Support Team'];

/** Each sample tenant's warranty programmes (decision 071): the brands of TYRES above. */
export const PROGRAMMES: ProgrammeInput[] = [
  {
    name: 'Touring',
    brands: ['Michelin', 'Continental', 'Bridgestone', 'Firestone'],
    productLines: [],
    basis: 'workmanship',
    mileageWarranty: null,
    yearsFromPurchase: 6,
    yearsFromManufacture: 6,
    freeReplacementMiles: null,
    freeReplacementPercent: 25,
    rounding: 'nearest',
    photoRequired: false,
  },
  {
    name: 'Highway Treadwear 70K',
    brands: ['Michelin', 'Goodyear'],
    productLines: ['Defender2', 'Assurance WeatherReady'],
    basis: 'treadwear',
    mileageWarranty: 70_000,
    yearsFromPurchase: 6,
    yearsFromManufacture: 6,
    freeReplacementMiles: 2_000,
    freeReplacementPercent: null,
    rounding: 'up',
    photoRequired: false,
  },
  {
    name: 'Light Truck & All-Terrain',
    brands: ['BFGoodrich', 'Pirelli'],
    productLines: [],
    basis: 'workmanship',
    mileageWarranty: null,
    yearsFromPurchase: 5,
    yearsFromManufacture: 6,
    freeReplacementMiles: null,
    freeReplacementPercent: 25,
    rounding: 'nearest',
    photoRequired: true,
  },
];
