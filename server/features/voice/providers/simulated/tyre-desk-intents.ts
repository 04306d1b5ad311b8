/** What a tyre desk's agents (customer service, technical support) hear beyond their own topics. */
import { COVERAGE_YEARS } from '../../../../../domain/claim-value-checks';

/** Tread worn before its time, in a driver's words. */
const TREAD_WORN =
  /worn|wore (out|down|through)|\bbald\b|tread (is |was )?(almost |nearly |all |already )?(gone|low)/;

/**
 * A caller asking for a claim in so many words ("I need a warranty claim", "I'd like to file a
 * claim", "can I claim"): a claim, whatever trouble the sentence also describes. Not "I want to know
 * the status of my claim".
 */
export const CLAIM_REQUEST =
  /\b(?:i(?:'d| would)? like|i want|i need|i'd like|can i|could i|help me|want to|need to|like to)\s+(?:to\s+)?(?:(?:make|file|start|open|submit|lodge|put in|do|get)\s+)?(?:(?:a|an|my)\s+)?(?:new\s+)?(?:(?:warranty|tyre|tire)\s+)?claim\b/;

/** Words that start the claims intake: a warranty, a claim, tread worn before its time. */
export const WARRANTY_CLAIM = new RegExp(`warrant|claim|${TREAD_WORN.source}|prorat`);

/**
 * Questions about claims that are no new claim, for the agents that take them: each explains more
 * of its sentence than "claim" alone ("I already filed a claim, what is the status" was answered
 * with the delivery time of orders).
 */
export const ABOUT_CLAIMS: Array<[RegExp, string]> = [
  [
    /\b(already (filed|made|opened|submitted|sent)|status of (my|the|a) claim|claim status|heard back|update on (my|the) claim|claim (been |got |was |is )?(approved|paid|processed|decided|accepted)|(approved|paid|decided) yet|(still )?waiting (for|on) (my |the )?(credit|refund|money|check|cheque|payment)|never (got|received) (my |the )?(credit|money|check|cheque|payment))\b/,
    'Each claim is on its own ticket, and our team calls you back once it is reviewed. I will add your question to the ticket so they can tell you where it stands.',
  ],
  [
    /\b(claim (was|got|has been) (denied|rejected|declined|turned down)|(denied|rejected|declined|turned down) my claim|(refused|refuses|won'?t|will not|did ?n'?t|did not) (to )?(honou?r|accept|take) (my |the )?(warranty|claim)|(won'?t|will not|would ?n'?t|does ?n'?t|does not|refused to|refuses to) cover (it|them|my \w+|the \w+))\b/,
    "I am sorry. A claim's decision and its reason are on its ticket; I will add your question so the team explains it, and looks again if something was missed.",
  ],
  [
    /\b(still|is (it|my tyre|my tire)|are (they|my tyres|my tires)) (under|covered by|in) (the )?warranty\b|\bhow (long|many years) (does|is) (the|a|my) (tread )?warranty\b|\b(is|are) (that|this|it|they|those) covered\b|\bcovered (by|under) (the |my )?warranty\b|\bdoes (the|my) warranty cover\b|\bwarranty (is |was )?(void|voided|cancell?ed)\b|\bvoids? (my|the) warranty\b|\bwarranty (still )?(good|valid)\b|\bwarranty (is )?(the same|different)\b|\b(same|different) warrant(y|ies)\b|\bwarrant(y|ies) (for|on) (all|every|each|other|different) (brands?|makes?|tyres?|tires?)\b/,
    `A tread warranty covers a tyre for ${COVERAGE_YEARS} years from purchase, prorated by the tread or the miles it has left. Say that you want to file a claim and I will take it; the team checks each one.`,
  ],
  [
    /\bwarranty (paperwork|papers|documents?|card|certificate|booklet|registration|info(rmation)?|details)\b|\b(lost|no|without|can'?t find|cannot find|misplaced|don'?t have|do not have) (my |the |a )?(receipt|invoice|proof of purchase|paperwork)\b|\b(receipt|invoice) (got |was |is )?(lost|gone|missing)\b|\bwhat (do|should|would) i (need|have) to (bring|show|send|have)\b|\b(need|want|get) (a |the |my )?(receipt|invoice)\b/,
    'Your warranty starts with the invoice the dealer gave you when the tyres were fitted, with the date and the odometer reading. Without it, coverage runs from the week the tyre was made, read from its DOT code, and the dealer can often find the invoice. Say that you want to file a claim and I will take it.',
  ],
  [
    /\btransferr?\w* (the |my )?warranty\b|\bwarranty (is )?transferr?able\b|\bnew owner\b|\b(sell|sold|selling) (my |the )?(car|truck|vehicle)\b|\b(used|second-?hand|pre-?owned) (tyres?|tires?)\b/,
    'The tread warranty covers new tyres for their original owner, on the vehicle they were fitted to: it does not pass to a new owner of the car, and used tyres carry none.',
  ],
  [
    /\bprorat\w* (mean|means|work|works)\b|\b(what|how) (does|is|do) (a |the )?prorat\w*|\bhow (is|does) (the |my )?credit (work|worked out|calculated)\b|\bdifference between (a |the )?(tread|mileage)\b|\b(tread|mileage) (warranty )?(or|vs\.?|versus) (the )?(tread|mileage)\b/,
    'A prorated credit pays for the tread you did not get: a tyre with half its usable tread left is credited half its price, by the tread depth or by the miles it has left. Say that you want to file a claim and I will work it out.',
  ],
  [
    /\bhow long (does|will|do|would) (it |a |the |my )?(warranty )?claims? (usually |normally |typically )?(take|last)\b|\bhow long (does it take )?to (process|review|decide|approve|hear back)\b|\bclaims? process(ing)? time\b/,
    'Our team reviews each claim on its ticket and calls you back with the decision and the credit. Say that you want to file a claim and I will take it now.',
  ],
  [
    /\b(cancel|withdraw|drop|close)\w* (my |the |a |this |that )?(warranty )?claim\b/,
    'I have noted that you want to withdraw the claim; the team closes it on its ticket and confirms it with you.',
  ],
  [
    /\b(money|cash|refund|check|cheque) (back )?(instead|rather than)\b|\binstead of (a |the )?(credit|replacement)\b|\b(paid|pay me) (out )?in cash\b/,
    'A warranty claim is settled at the dealer: the credit goes toward the replacement tyre, and you pay the rest. It is not paid out in cash.',
  ],
  [
    /\b(uneven\w*|unevenly|irregular\w*) (\w+ ){0,4}(cover\w*|warranty|claim)\b|\b(cover\w*|warranty|claim) (\w+ ){0,4}(uneven\w*|unevenly)\b/,
    'Wear that differs by 2 thirty-seconds or more across the tread comes from the alignment or the pressure, and the tread warranty does not cover it. If you think the readings are wrong, say that you want to file a claim and the team will look at them.',
  ],
  [
    /\b(mount\w*|balanc\w*|fitting|labou?r|install\w*|tax\w*) (and (\w+ )?\w+ )?(fees?|costs?|charges?|extra)\b|\bwho pays (for )?(the )?(mount\w*|balanc\w*|fitting|labou?r|install\w*|tax\w*)\b|\b(do|will|must|should) (i|we) (have to )?pay (for )?(the )?(mount\w*|balanc\w*|fitting|labou?r|installation)\b/,
    'On a warranty replacement the credit is for the tyre: mounting, balancing and taxes are paid as usual and are not prorated.',
  ],
  [
    /\b(bring|take|send|keep|return) (the |my )?(old |worn |damaged )?(tyres?|tires?) (in|back|to (the )?(dealer|shop))\b|\binspect\w* (the |my )?(tyres?|tires?)\b/,
    'Keep the tyre until the claim is decided: the team may ask the dealer to inspect it. Say that you want to file a claim and I will take it.',
  ],
  [
    /\b(different|another|other|a new|any) (dealer|shop|store|garage)\b/,
    'Tell me the dealer that fitted the tyres when I take the claim, and which dealer you would rather use: I will note both, and the team confirms it with you. Say that you want to file a claim.',
  ],
];

/**
 * What a driver says is wrong with a tyre, for the agents of a tyre desk: a customer-service
 * caller with a bulge is answered as technical support would ("hi, my tyre has a bulge" was greeted).
 */
export const TYRE_TROUBLES: Array<[RegExp, string]> = [
  [
    /puncture|flat|nail|screw|\bplug(ged)?\b|\bpatch(ed)?\b|losing air|leak\w*|going soft|low on air/,
    'A puncture in the tread can often be repaired; one in the sidewall cannot. Please do not drive far on a flat tyre.',
  ],
  [
    /bulge|bubble|blister|\b(bump|lump)\b/,
    'A bulge or bubble in the sidewall means the tyre is damaged inside: please do not drive on it, and have it replaced. Say that you want to file a claim and I will take it.',
  ],
  [
    /\b(crack\w*|split|dry ?rot)\b/,
    'Cracks in the rubber come with age and sun; deep ones reach the cords, so have the tyre checked before a long drive. Say that you want to file a claim and I will take it.',
  ],
  [
    /\b(chunks? (missing|out|of)|chunking|tread (is )?(separat\w*|peeling|coming (off|apart))|(tread|belt) (came|coming) (off|apart))\b/,
    'Tread coming apart is a fault the warranty can cover: please do not drive on it. Say that you want to file a claim and I will take it.',
  ],
  [
    /\b(noise|noisy|squeal\w*|hum(s|ming)?|thump\w*|roar\w*)\b/,
    'A hum or thump that grows with speed is often uneven wear, and a squeal in turns low pressure. Have the tyres checked; if the tread wore unevenly, say that you want to file a claim.',
  ],
  [
    /\b(wheel (fell|came|coming) off|loose wheel|lug ?nuts?)\b/,
    'That is serious: please do not drive the car. I have noted it on your ticket for the service manager, who will call you back today.',
  ],
  [
    /\b(gash\w*|slash\w*|cut|sliced|stabbed)\b|\b(has|got) a (\w+ )?(cut|gash)\b/,
    'A cut that reaches the cords cannot be repaired: please do not drive on it, and have the tyre replaced. A cut is damage rather than wear; I will note what happened on your ticket.',
  ],
  [
    /\b(blow ?outs?|blew (out|up)?|burst|explod\w*|popped|pothole|curb|kerb)\b/,
    'I am glad you are safe. A blowout or a hit from a pothole or a curb is road damage rather than wear; I will note what happened on your ticket, and if you want to file a claim, say so and I will take it.',
  ],
  [
    /\b(wear\w*|worn) (\w+ )?(on|down on|out on) (the )?(outside|inside|inner|outer|edges?|shoulders?|cent(er|re)|middle)\b|\buneven(ly)? (wear\w*|worn)\b|\b(cupp(ed|ing)|feather(ed|ing))\b/,
    'Wear on both edges is usually low pressure, in the middle too much, and on one edge the alignment: have it checked. If the tread wore out before its time, say that you want to file a claim and I will take it.',
  ],
  [
    /\b(slid(e|es|ing)|slip(s|ping|pery)?|skid\w*|hydroplan\w*|aquaplan\w*|no grip|(poor|bad|losing) (grip|traction))\b/,
    'Grip in the wet drops as the tread wears: check the depth and the pressure, and replace tyres at 4 thirty-seconds of an inch or less before the rainy season.',
  ],
  [
    /pressure|tpms|sensor|(warning|tyre|tire|dash(board)?) light/,
    'A pressure warning usually means a tyre is more than a quarter below its setting. Check all four when they are cold.',
  ],
  [
    /\b(shak\w*|vibrat\w*|shudder\w*|pulsat\w*|wobbl\w*) (\w+ ){0,3}(when|while|as) (i |you )?(brake|braking|stop|stopping|slow)\b/,
    'A shake when you brake is usually the brake rotors rather than the tyres: have the brakes checked before a long drive.',
  ],
  [
    /vibrat|wobble|shak|alignment|balanc|pull(s|ing)? (to )?(the )?(left|right|one side)/,
    'Vibration at highway speed is usually balancing; pulling to one side is usually alignment. Both are quick to check.',
  ],
];

/**
 * What a driver asks of a tyre's care (the pressure to set, rotation, when to replace, its age,
 * mixing, the spare, road hazards, the load index): answered by the same agents, but no trouble,
 * so a claim's opening that asks one has not said what went wrong.
 */
export const TYRE_CARE: Array<[RegExp, string]> = [
  [
    /\b(psi|inflat\w*|how much air|pressure (is|at|of|reads) \d+|(pressure |tyre |tire |air )?gauge|(what|which|right|correct|recommended) (tyre |tire |air )?pressure)\b/,
    "The right pressure is on the sticker inside the driver's door, not the number on the sidewall, which is the tyre's maximum. Check it when the tyres are cold.",
  ],
  [
    /\b(mix\w*|different (brands?|tyres|tires|models?)|all four|(replac\w*|buy|get|change) (just |only )?(one|two|a pair)|one new|two new|in pairs?)\b/,
    'Tyres on one axle should match in brand, model and size, and an all-wheel-drive car needs all four close in tread depth. Otherwise replace them in pairs, with the new ones on the rear.',
  ],
  [
    /\b(spare|donut|space saver)\b/,
    'A temporary spare is for about 50 miles at up to 50 mph, to reach a shop; a full-size spare can be driven like the others once its pressure is checked.',
  ],
  [
    /\brotat\w*\b|\b(front|rear|back) (tyres?|tires?) (are |is )?(wear\w*|wore|worn) (\w+ )?(faster|quicker|more|first)\b/,
    'Rotate the tyres every 5,000 to 7,500 miles, or as your warranty asks, and keep the records: a mileage warranty claim needs them.',
  ],
  [
    /\b(replac\w*|new (ones|tyres|tires)|wear bars?|penny test|how much tread|worn out)\b.*\b(when|how (do|can) i (know|tell))\b|\b(when|how (do|can) i (know|tell))\b.*\b(replac\w*|new (ones|tyres|tires)|worn out)\b|\bwear bars?\b|\bpenny test\b/,
    'A tyre is worn out at 2 thirty-seconds of an inch, where the wear bars sit level with the tread. Tyres over five years old should be inspected every year and replaced at ten whatever their tread.',
  ],
  [
    /\bhow old\b|\b(age|manufactur\w*) (of|date)\b|\bdate code\b|\bwhen (was|were) (it|they|my \w+) made\b/,
    'The last four digits of the DOT code on the sidewall are the week and year the tyre was made: 2 2 1 9 is week 22 of 2019. Tyres over five years old should be inspected every year and replaced at ten whatever their tread.',
  ],
  [
    /\broad ?hazards?\b|\b(flat|punctur\w*|nail|screw|pothole|curb|kerb)\b.*\b(is (that|it|this) covered|covered)\b/,
    'The tread warranty covers wear and workmanship, not road hazards such as punctures, cuts and impact damage; many dealers sell road hazard protection with the tyres. I will note your question on your ticket.',
  ],
  [
    /\b(load (index|rating)|speed (rating|index|symbol)|weight (rating|limit))\b/,
    'The load index and speed rating follow the size on the sidewall: in 225/45R17 91V, 91 is the weight each tyre may carry and V its top speed. A replacement needs the same or higher.',
  ],
  [
    /\bm ?\+ ?s\b|\bm ?(&|and) ?s\b|\bmud and snow\b|\b(three[- ]peak|snowflake|3pmsf)\b/,
    'M+S on the sidewall marks a tyre for mud and snow, as most all-season tyres are; the mountain and snowflake symbol marks one tested for severe snow.',
  ],
  [
    /\bhow (deep|much tread)\b.*\bnew\b|\bnew (tyres?|tires?) (have|come with)\b|\btread depth (of|on) (a )?new\b/,
    'New tyres usually have 10 or 11 thirty-seconds of an inch of tread, truck and winter tyres more; a tyre is worn out at 2.',
  ],
];

/** Whether words say what is wrong with a tyre ("one has a bulge", "the tread wore out at 20k"). */
export function saysWhatWentWrong(text: string): boolean {
  const said = text.toLowerCase();
  return TREAD_WORN.test(said) || TYRE_TROUBLES.some(([trouble]) => trouble.test(said));
}
