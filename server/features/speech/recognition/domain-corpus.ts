import { MONTHS } from '../../../../domain/spoken-dates';
import { numberToWords } from '../../../../domain/spoken-numbers';

/**
 * What visitors say to the demo agents, as example sentences for the recognizer's language model:
 * a claim call (names, phone numbers as digits, dealers, tyres, tread depths in thirty-seconds,
 * mileages, yes and no), each landing page's topics, and everyday phrases so that speech off the
 * script is still recognised word by word. The words are the recognizer's whole vocabulary.
 */

const FIRST_NAMES =
  'john mary james patricia robert jennifer michael linda david elizabeth william susan richard jessica joseph sarah thomas karen daniel nancy matthew lisa anthony betty mark sandra paul ashley steven emily kevin donna brian michelle george carol maria anna peter laura sam lee alex chris'.split(
    ' ',
  );
const LAST_NAMES =
  'smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark lewis robinson walker young allen king wright scott hill green adams baker nelson carter park'.split(
    ' ',
  );
const BRANDS =
  'michelin goodyear bridgestone continental pirelli firestone cooper yokohama dunlop general toyo kumho'.split(
    ' ',
  );
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'oh'];

const EVERYDAY = [
  'hello',
  'hi',
  'hi there',
  'hello there',
  'good morning',
  'good afternoon',
  'good evening',
  'hello i need some help',
  'can you help me',
  'i need help with something',
  'i have a question',
  'i have a quick question',
  'thank you',
  'thanks',
  'thank you very much',
  'thanks for your help',
  'okay',
  'okay thanks',
  'all right',
  'sure',
  'great',
  'perfect',
  'sorry',
  'sorry what did you say',
  'can you repeat that',
  'could you say that again please',
  'i did not understand',
  'what do you mean',
  'wait a moment',
  'hold on a second',
  'let me check',
  'i am not sure',
  'i do not know',
  'maybe',
  'goodbye',
  'bye',
  'bye bye',
  'that is all',
  'that is all thank you',
  'that is everything',
  'nothing else thanks',
  'no that is all',
  'can i talk to a person',
  'i would like to speak to a human',
  'can i speak to someone',
  'are you a robot',
  'are you a real person',
  'how does this work',
  'what are your opening hours',
  'when are you open',
  'are you open on saturday',
  'where are you located',
  'what is your address',
  'how much does it cost',
  'what is the price',
  'can i get a quote',
  'i would like to book an appointment',
  'can i make an appointment for tomorrow morning',
  'i want to cancel my appointment',
  'i need to change my appointment',
  'i want to make a complaint',
  'i am not happy with the service',
  'i have a problem with my account',
  'i forgot my password',
  'i need to reset my password',
  'i can not log in',
  'i have a question about my bill',
  'there is a charge on my invoice i do not understand',
  'i would like a refund',
  'i want to return something',
  'where is my order',
  'what is the status of my order',
  'when will it arrive',
  'my device is not working',
  'i get an error message',
  'the app keeps crashing',
  'how do i set it up',
  'how do i reset the device',
  'i have a flat tyre',
  'i have a puncture',
  'there is a nail in my tyre',
  'can a puncture be repaired',
  'my tyre pressure warning light is on',
  'the car vibrates at high speed',
  'the steering wheel is shaking',
  'the car pulls to one side',
  'i need new tyres',
  'do you have tyres in stock',
  'what does the road hazard plan cover',
  'i had an accident',
  'i want to report damage',
  'what does my policy cover',
  'how much is your plan',
  'what are your prices',
  'do you offer a discount',
  'how long does setup take',
  'can you connect to my phone line',
  'can i try a demo',
  'do you have a free trial',
  'how do you handle warranty calls',
  'i run four stores',
  'we have ten locations',
];

const CLAIM_OPENERS = [
  'i want to make a warranty claim',
  'i would like to make a warranty claim',
  'i would like to file a warranty claim',
  'i need to file a claim',
  'i want to file a claim for my tyres',
  'i want to claim the warranty on my tyres',
  'i have a warranty claim',
  'my tyres are worn out',
  'my tyre is worn out already',
  'the tread on my tyres is worn',
  'my tyres wore out too early',
  'i think my tyres are still under warranty',
  'is my tyre covered by the warranty',
  'how does the warranty work',
  'how do your warranty claims work',
  'what is the prorated credit',
  'how much credit do i get',
];

/** What a caller asks in the middle of a claim: to change an earlier answer, to stop, how long it takes. */
const CLAIM_REQUESTS = [
  'can i go back and change my name',
  'can i change my phone number',
  'i want to change my name',
  'i need to change the phone number',
  'can we go back to the dealer',
  'i gave you the wrong number',
  'i gave you the wrong dealer',
  'i made a mistake in my name',
  'can i correct the brand',
  'wait i want to change the size',
  'never mind',
  'never mind cancel the claim',
  'forget it',
  'i changed my mind',
  'i do not want to make a claim',
  'how long will this take',
  'how many more questions',
];

/** Which tyre a caller speaks of when they say what went wrong. */
const TYRES_SPOKEN_OF = [
  'the tyre',
  'my tyre',
  'the tyres',
  'my tyres',
  'one tyre',
  'one of the tyres',
  'the front tyre',
  'the front tyres',
  'the rear tyre',
  'the rear tyres',
  'the back tyre',
  'the left front tyre',
  'the right rear tyre',
  'the new tyre',
  'the spare tyre',
  'the tyre on the driver side',
  'the tyre on the passenger side',
  'the outside tyre',
  'both front tyres',
  'all four tyres',
  'these tyres',
];

/** What goes wrong with a tyre, as a caller says it after "the tyre …" (the answer to "What went wrong?"). */
const TYRE_TROUBLES = [
  'is losing air',
  'keeps losing air',
  'keeps going flat',
  'went flat',
  'is flat',
  'has a slow leak',
  'is leaking air',
  'has a leak',
  'has a bulge',
  'has a bulge in the sidewall',
  'has a bubble in the sidewall',
  'has a lump on the side',
  'has a crack',
  'is cracking',
  'has cracks in the sidewall',
  'is cracked',
  'wore out too fast',
  'wore out early',
  'is worn out',
  'is almost bald',
  'is bald',
  'is worn on the inside',
  'is worn on the outside',
  'is worn on the edges',
  'is wearing unevenly',
  'wore unevenly',
  'has uneven wear',
  'is worn in the middle',
  'is separating',
  'came apart',
  'blew out',
  'had a blowout',
  'lost a piece of tread',
  'lost a chunk of tread',
  'has a flat spot',
  'has a cut in the sidewall',
  'has a nail in it',
  'got a puncture',
  'makes a noise',
  'is very noisy',
  'makes a humming noise',
  'makes a thumping noise',
  'vibrates',
  'shakes at highway speed',
  'is out of round',
  'will not hold air',
  'has a broken belt',
  'has a wire showing',
  'goes soft',
  'keeps losing pressure',
  'loses pressure overnight',
  'will not stay inflated',
  'leaks around the rim',
  'leaks at the valve stem',
  'has a bad valve',
  'has a split in the sidewall',
  'has a gash in the sidewall',
  'has a bump on the sidewall',
  'has a blister on the side',
  'has cracks between the grooves',
  'has dry rot',
  'is cracking from age',
  'is peeling',
  'is coming apart in strips',
  'has a chunk missing',
  'is missing chunks of rubber',
  'has steel showing',
  'has the cords showing',
  'has a shifted belt',
  'is worn smooth',
  'is worn flat in the middle',
  'is worn on the shoulder',
  'is worn on the inner edge',
  'is worn on the outer edge',
  'is cupping',
  'is feathered',
  'wears badly',
  'wore through to the steel',
  'only lasted a year',
  'squeals around corners',
  'squeals when i brake',
  'makes a roaring sound',
  'makes a clicking noise',
  'wobbles',
  'shimmies at speed',
  'thumps at low speed',
  'cannot be repaired',
  'cannot be patched',
  'was repaired but still leaks',
];

/** What a caller adds about when and how it happened. */
const TROUBLE_CIRCUMSTANCES = [
  'on the highway',
  'on the freeway',
  'on the way to work',
  'last week',
  'yesterday',
  'a few days ago',
  'after a few months',
  'after only a year',
  'after two years',
  'since they were fitted',
  'since they were put on',
  'even though i rotate them',
  'and i have to fill it up every day',
  'and the ride is rough',
  'and the car pulls to the left',
  'and the car pulls to the right',
  'and the steering wheel shakes',
  'and the wear bars are showing',
  'long before the warranty mileage',
  'on the motorway',
  'on the interstate',
  'in the rain',
  'when i brake',
  'when i turn',
  'around every corner',
  'above fifty miles an hour',
  'over sixty',
  'after i hit a curb',
  'after i hit a pothole',
  'and the tyre light comes on',
  'and the pressure warning comes on',
  'every morning',
  'every few days',
  'within a year',
  'and the shop says it is not safe',
  'and they are only a year old',
  'much faster than the old ones',
];

/** Whole answers to "What went wrong?" besides "the tyre …". */
const TROUBLE_SENTENCES = [
  'the tread is worn down',
  'the tread is separating',
  'the tread came off',
  'the tread is coming apart',
  'the tread is almost gone',
  'the tread is uneven',
  'the tread wore out too fast',
  'the sidewall is cracked',
  'the sidewall has a bulge',
  'the sidewall is damaged',
  'there is a bulge on the sidewall',
  'there is a bubble on the sidewall',
  'there is a crack in the sidewall',
  'there is a nail in the tread',
  'there is a slow leak',
  'there is a vibration at high speed',
  'there is a loud noise from the tyres',
  'there is a humming noise',
  'the wear bars are showing',
  'the belts are showing',
  'it keeps losing air',
  'it will not hold air',
  'it blew out while i was driving',
  'it went flat on the highway',
  'i hit a pothole',
  'i had a blowout',
  'the car shakes',
  'the car vibrates',
  'the car pulls to one side',
  'the steering wheel vibrates',
  'the ride is bumpy',
  'they wore out before the warranty mileage',
  'they are bald already',
  'they wore out on the inside edges',
  'they wore out on the outside edges',
  'they are wearing unevenly',
  'they are cracking',
  'they are noisy',
  'the rubber is cracking',
  'the rubber is peeling off the tread',
  'the tread is peeling away',
  'the tread is worn smooth',
  'the tread wore flat in the centre',
  'the grooves are almost gone',
  'the inner edge is worn away',
  'the outer edge is worn down',
  'the shoulder is worn',
  'the steel belt is showing through the rubber',
  'a piece of rubber is missing',
  'a chunk of the tread is missing',
  'the valve stem is leaking',
  'the tyre pressure light keeps coming on',
  'the low pressure warning keeps coming on',
  'the front end shakes over fifty',
  'the car wobbles at highway speed',
  'the car drifts to the right',
  'the car drifts to the left',
  'the steering feels loose',
  'the tyres squeal',
  'the tyres make a roaring noise',
  'i got a puncture',
  'i got a puncture and it cannot be repaired',
  'the shop said it cannot be patched',
  'the shop said the belt is broken',
  'the shop said they are worn out',
  'it was repaired once but it still leaks',
  'they only lasted twenty thousand miles',
  'they did not last as long as the old ones',
  'they wore out way too fast',
  'i have to put air in every week',
  'there is a split in the sidewall',
  'there is a bump on the sidewall',
  'there is a cut from a pothole',
  'there are cracks all over the sidewall',
];

/** Answers to "What went wrong?": each trouble with each tyre, some with when or how it happened. */
function troubleSentences(random: () => number): string[] {
  const out = [...TROUBLE_SENTENCES];
  for (const trouble of TYRE_TROUBLES)
    for (const tyre of TYRES_SPOKEN_OF) {
      if (random() < 0.5) continue;
      out.push(
        random() < 0.3 ? `${tyre} ${trouble} ${pick(TROUBLE_CIRCUMSTANCES, random)}` : `${tyre} ${trouble}`,
      );
    }
  return out;
}

const YES_NO = [
  'yes',
  'yes please',
  'yes that is right',
  'yes that is correct',
  "yes that's right",
  "yes that's correct",
  'yeah',
  'yep',
  'correct',
  'that is correct',
  "that's correct",
  'right',
  'that is right',
  "that's right",
  'exactly',
  'no',
  'no thanks',
  'nope',
  'no that is wrong',
  "no that's wrong",
  'no that is not right',
  "no that's not right",
  'that is not right',
  'that is wrong',
  'not quite',
  'no it is not',
];

const TOPIC_SENTENCES = [
  // BloomJoy, the florist
  'i would like to order flowers',
  'i would like to order roses',
  'i want to order a bouquet',
  'i would like to order roses for delivery tomorrow',
  'can you deliver flowers today',
  'do you do same day delivery',
  'i need flowers delivered on friday',
  'please deliver them to my mother',
  'a dozen red roses please',
  'i want an arrangement for a wedding',
  'i need flowers for a funeral',
  'a sympathy arrangement please',
  'where is my flower order',
  'my delivery did not arrive',
  'what time will the delivery arrive',
  'can i change the delivery address',
  'it is for a birthday',
  'it is for our anniversary',
  // the auto-loan page
  'i have a question about my loan payment',
  'i have a question about my car loan',
  'when is my payment due',
  'i want to make a payment',
  'i missed a payment',
  'is there a late fee',
  'can i change my payment date',
  'what is my balance',
  'i would like a payoff quote',
  'what is the interest rate',
  'can i refinance my loan',
  'i want to apply for a loan',
  // the campaign page
  'i want to volunteer',
  'how can i volunteer for the campaign',
  'where do i vote',
  'how do i register to vote',
  'where is my polling place',
  'when is the next event',
  'when is the town hall',
  'i want to donate to the campaign',
  'what does the candidate think about taxes',
  'i got a message from the campaign',
  'please stop calling me',
];

function pick<T>(items: T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Deterministic, so the model and its size are the same on every start. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function mileages(random: () => number): string[] {
  const out: string[] = [];
  for (let thousands = 1; thousands <= 120; thousands += 1) out.push(numberToWords(thousands * 1000));
  for (let i = 0; i < 150; i += 1) {
    const value = Math.floor(random() * 99) * 1000 + Math.floor(random() * 10) * 100 + 1000;
    out.push(numberToWords(value));
  }
  return out;
}

/**
 * A tyre's price as said: "one hundred forty nine", "a hundred and forty nine". Not "one forty
 * nine", which the price grammar hears: in the model it made "eleven thirty seconds" "one thirty
 * seconds".
 */
function prices(random: () => number): string[] {
  const out: string[] = [];
  for (let dollars = 40; dollars <= 450; dollars += 1) {
    const said = numberToWords(dollars);
    out.push(said);
    if (dollars > 100 && dollars % 100 !== 0 && random() < 0.3)
      out.push(said.replace(' hundred ', ' hundred and '));
  }
  return out;
}

/** What callers answer for the price paid and the purchase date. */
function purchaseSentences(random: () => number): string[] {
  const out: string[] = [];
  for (const price of prices(random)) {
    out.push(`${price} dollars`);
    // Half the prices again in a sentence: enough for the words around them, not so many that
    // "each" or "dollars" ends every other utterance.
    if (random() < 0.5)
      out.push(
        pick(
          [
            `i paid ${price} dollars`,
            `i paid ${price} dollars for each one`,
            `they were ${price} dollars each`,
            `it was ${price} dollars`,
            `about ${price} dollars`,
            `${price} dollars a tyre`,
            `${price} dollars and ${numberToWords(Math.floor(random() * 99) + 1)} cents`,
          ],
          random,
        ),
      );
  }
  for (let year = 2015; year <= 2027; year += 1) {
    const years = [`twenty ${numberToWords(year - 2000)}`, numberToWords(year)];
    for (const month of MONTHS) {
      const said = `${month} ${pick(years, random)}`;
      out.push(said, `in ${said}`);
    }
  }
  return out;
}

function claimSentences(random: () => number): string[] {
  const out: string[] = [...purchaseSentences(random)];
  for (let depth = 1; depth <= 20; depth += 1) {
    const d = numberToWords(depth);
    out.push(
      `${d} thirty seconds`,
      `about ${d} thirty seconds`,
      `my tread is ${d} thirty seconds`,
      `the tread is ${d} thirty seconds`,
      `the tread depth is ${d} thirty seconds`,
      `there are ${d} thirty seconds left`,
      `it has ${d} thirty seconds left`,
      `the original tread was ${d} thirty seconds`,
      `the original tread depth was ${d} thirty seconds`,
      `it was ${d} thirty seconds when new`,
      `they were ${d} thirty seconds new`,
    );
  }
  for (const miles of mileages(random)) {
    out.push(
      `${miles}`,
      `${miles} miles`,
      `about ${miles} miles`,
      `i have driven ${miles} miles`,
      `i have driven about ${miles} miles on them`,
      `it has ${miles} miles`,
      `the odometer says ${miles}`,
      `the odometer was at ${miles} miles`,
      `it had ${miles} miles when they were fitted`,
      `they were fitted at ${miles} miles`,
      `the warranty is for ${miles} miles`,
      `they are warranted for ${miles} miles`,
      `the tyre is warranted for ${miles} miles`,
      `it is rated for ${miles} miles`,
    );
  }
  for (let i = 0; i < 120; i += 1) {
    const length = random() < 0.5 ? 10 : 7;
    const digits = Array.from({ length }, () => pick(DIGITS, random)).join(' ');
    out.push(
      digits,
      `my phone number is ${digits}`,
      `my number is ${digits}`,
      `you can reach me at ${digits}`,
      `it is ${digits}`,
    );
  }
  for (const first of FIRST_NAMES) {
    const last = pick(LAST_NAMES, random);
    out.push(`my name is ${first} ${last}`, `this is ${first} ${last}`, `${first} ${last}`, `it is ${first}`);
  }
  for (const last of LAST_NAMES) out.push(`my last name is ${last}`, `${pick(FIRST_NAMES, random)} ${last}`);
  for (const brand of BRANDS) {
    out.push(
      brand,
      `it is a ${brand}`,
      `they are ${brand} tyres`,
      `i have ${brand} tyres`,
      `a ${brand} tyre`,
      `the brand is ${brand}`,
    );
  }
  for (let i = 0; i < 60; i += 1) {
    const dealer = numberToWords(Math.floor(random() * 900) + 100);
    const width = numberToWords(pick([185, 195, 205, 215, 225, 235, 245, 255, 265, 275], random));
    const ratio = numberToWords(pick([40, 45, 50, 55, 60, 65, 70, 75], random));
    const rim = numberToWords(pick([14, 15, 16, 17, 18, 19, 20], random));
    out.push(
      `the dealer is number ${dealer}`,
      `dealer number ${dealer}`,
      `the dealer id is ${dealer}`,
      `the size is ${width} ${ratio} r ${rim}`,
      `${width} ${ratio} r ${rim}`,
    );
  }
  out.push(
    'i bought them at the dealer on main street',
    'i bought them at city tyres',
    'the dealer is city tyres',
    'i do not know the dealer number',
    'i do not have the dot number',
    'i do not have it',
    "i don't have it",
    'i can not read it',
    'i do not know',
    'i am not sure about the mileage',
  );
  return out;
}

/** Every sentence, as lower-case words; everyday and yes-or-no phrases are weighted up. */
export function domainSentences(): string[][] {
  const random = seededRandom(20_261_123);
  const weighted = [
    ...repeat(EVERYDAY, 3),
    ...repeat(YES_NO, 6),
    ...repeat(CLAIM_OPENERS, 4),
    ...repeat(CLAIM_REQUESTS, 2),
    ...repeat(TOPIC_SENTENCES, 4),
    ...claimSentences(random),
    ...troubleSentences(random),
  ];
  return weighted.map((sentence) => sentence.split(' '));
}

function repeat(sentences: string[], times: number): string[] {
  return Array.from({ length: times }, () => sentences).flat();
}
