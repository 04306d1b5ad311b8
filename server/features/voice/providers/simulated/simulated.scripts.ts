import type { AgentType } from '../../../../../domain/agent-types';
import { CLAIM_INTRO } from './claim-dialogue';
import { ABOUT_CLAIMS, CLAIM_REQUEST, TYRE_CARE, TYRE_TROUBLES, WARRANTY_CLAIM } from './tyre-desk-intents';

export type Intent = {
  pattern: RegExp;
  reply: string;
  /**
   * Words that name what the business deals in ("roses", "bouquet"): each counts half, so that
   * "the roses arrived dead" is a complaint and "do you have peonies" still an order.
   */
  subjects?: RegExp;
  endsCall?: boolean;
  startsClaim?: boolean;
  /** Matched, it is the reply whatever else the sentence says (a claim asked for in so many words). */
  decisive?: boolean;
};

export type AgentScript = {
  greeting: string;
  intents: Intent[];
  /** Replies to speech the demo cannot recognise, used in turn. */
  voiceReplies: string[];
};

type Persona = {
  role: string;
  topics: string;
  intents: Array<[RegExp, string, RegExp?]>;
  /** What starts the claims intake, for the agents that take warranty claims. */
  takesClaims?: RegExp;
  /** A landing page's agent speaks for its own business (domain/agent-types.ts names it). */
  greeting?: string;
};

const PERSONAS: Record<AgentType, Persona> = {
  customer: {
    role: 'customer service',
    topics: 'warranty claims, orders, returns and tyre troubles',
    takesClaims: WARRANTY_CLAIM,
    intents: [
      ...ABOUT_CLAIMS,
      [
        /order|deliver|shipping|status/,
        'Orders usually arrive within three to five business days. I will add your question to the ticket so we can check the status.',
      ],
      [
        /\b(overcharg\w*|charged (me )?(twice|double|too much|for)|double charge\w*|wrong (price|amount)|(billed|charged) me)\b/,
        'I am sorry about the charge. I will note it on your ticket, and our billing team checks it within one business day.',
      ],
      [
        /\b((need|want|buy|get|looking for) (some |a set of |four |two )?(new |snow |winter )?(tires|tyres)|(snow|winter) (tires|tyres)|do you (sell|have|carry))\b/,
        'Our dealers fit every size we warrant. Tell me your tyre size and I will note it on your ticket so the nearest dealer can quote you.',
      ],
      [
        /\bcancel\w*\b/,
        'I have noted that you want to cancel. An order that has not shipped is cancelled with a full refund, and the team confirms it on your ticket.',
      ],
      [
        /\b(complain\w*|complaint|unhappy with|rude|terrible service|bad service)\b/,
        'I am sorry. I have noted your complaint on your ticket, and a supervisor follows it up within one business day.',
      ],
      [
        /\b(dealers?|shops?|stores?|locations?) (near|close to|around) (me|my \w+|here)\b|\b(nearest|closest) (dealer|shop|store|location)\b|\blist of (dealers|shops|stores)\b/,
        'Tell me your town or ZIP code and I will note it on your ticket; the team sends you the dealers nearest to you.',
      ],
      [
        /refund|return|exchange|wrong (size|tyres?|tires?|item)/,
        'Unused tyres can be returned within thirty days with the receipt. Refunds go back to the original payment method.',
      ],
      ...TYRE_TROUBLES,
      ...TYRE_CARE,
    ],
  },
  technical: {
    role: 'technical support',
    topics: 'punctures, pressure warnings, vibration and warranty claims',
    takesClaims: WARRANTY_CLAIM,
    intents: [...ABOUT_CLAIMS, ...TYRE_TROUBLES, ...TYRE_CARE],
  },
  'front-office': {
    role: 'front office',
    topics: 'appointments, directions and quotes',
    intents: [
      [
        /appointment|book|schedul|reserv/,
        'I can note an appointment request. Weekday mornings are usually free; the team will confirm the time with you.',
      ],
      [
        /where|address|location|direction/,
        'We are on Main Street, next to the post office, with free parking behind the building.',
      ],
      [
        /price|quote|cost|how much/,
        'A fitting with balancing starts at twenty dollars a tyre. I will pass your request on for an exact quote.',
      ],
    ],
  },
  insurance: {
    role: 'insurance',
    topics: 'claims, coverage and road hazard protection',
    takesClaims: /warrant|worn|prorat|tread/,
    intents: [
      [
        /claim|accident|damage|pothole|bent|hit (a|an|the|my|something)\b|rear[- ]ended/,
        'To open a claim I will need the date, where it happened and photos of the damage. I will start a ticket for you.',
      ],
      [
        /cover|policy|plan/,
        'Road hazard coverage includes punctures and impact damage for three years, prorated by the remaining tread.',
      ],
    ],
  },
  // The home page's sales agent sells TreadDesk itself to tyre dealers and warranty teams.
  sales: {
    role: 'sales',
    topics: 'plans, pricing, setup and how TreadDesk handles warranty calls',
    takesClaims: /\b(file|make|start|open|have|submit)\b.*\bclaim|\bclaim (for|on) my\b/,
    intents: [
      [
        /price|pricing|cost|quote|plan|discount|how much/,
        'Plans are priced per location and call volume, and every plan starts with a thirty-day pilot. Tell me how many stores you run and I will have our team send a quote.',
      ],
      [
        /warrant|claim|prorat|tread|mileage|voice agent/,
        'TreadDesk takes the call, opens the ticket and prorates the claim by tread depth or mileage, so your staff only review the result.',
      ],
      [
        /\breports?\b|\b(dashboards?|analytics|statistics|stats)\b/,
        'Every plan has reports of claims, credits and calls by dealer and by month, and each one exports as CSV.',
      ],
      [
        /\b(integrat\w*|crm|salesforce|hubspot|zendesk|api|export\w*)\b/,
        'TreadDesk has a documented API and exports tickets, claims and reports as CSV; during the pilot our team connects it to the systems you use.',
      ],
      [
        /set ?up|install|phone line|twilio|system|dealers?\b/,
        'Setup takes about a week: we connect your phone line, import your dealers and customers, and every call transcript lands on its ticket.',
      ],
      [
        /\b(contracts?|cancel\w*|commitment|lock(ed)? in)\b/,
        'After the pilot, plans run month to month: you can cancel at any time, and your tickets and transcripts are yours to export.',
      ],
      [
        /\b(how many calls|calls at once|at the same time|concurrent\w*|busy (days|season)|rush)\b/,
        'Each agent takes several calls at once, up to the limit of your plan; calls over it hear a short wait, and every call lands on its own ticket.',
      ],
      [
        /demo|trial|pilot|try/,
        'You can try each agent on this page right now. A pilot on your own phone line takes about a week to start.',
      ],
    ],
  },
  political: {
    role: 'campaign communications',
    topics: 'the campaign, voting, volunteering and events',
    greeting:
      'Hi, this is Campaign AI with a message from the campaign: early voting opens on Saturday, and every vote counts. I can tell you where and when to vote, how to volunteer, or when the next town hall is. What would you like to know?',
    intents: [
      [
        // "The campaign" is what every question here is about: it names no question of its own.
        /message|platform|stand|issue|campaign (is )?about|about the campaign|campaign'?s? (goals?|positions?|plan)/,
        'The campaign is about safer streets, better schools and lower costs for families. You can read the full plan on the campaign website, and I can note any question for the team.',
        /candidate/,
      ],
      [
        /volunteer|help out|help (the|with the) campaign|get involved|phone ?bank\w*|canvass\w*|knock(ing)? on doors|\bhost\w*|house party|meet and greet/,
        'Thank you for wanting to volunteer! I will pass your details to the volunteer coordinator.',
      ],
      [
        /\b(absentee|mail[- ]in|by mail|postal) (ballot|vote|voting)\b|\bvote (by mail|from abroad|absentee)\b/,
        'You can ask for a mail-in ballot on your state election website; send it back before the date printed on it.',
      ],
      [
        /vote|poll|register|ballot|early|election/,
        'Early voting opens on Saturday. You can check your registration and polling place on your state election website.',
      ],
      [
        /event|town hall|rally|meet|coming to|visit\w*/,
        'The next town hall is on Thursday evening at the community center. Everyone is welcome.',
      ],
      [
        /\b(rides?|drive me|lift|transport\w*) (to )?(the )?(polls?|vote|voting)\b|\bget to the polls\b/,
        'Volunteers drive voters to the polls during early voting and on election day. I will note your address for the coordinator, who will call to set a time.',
      ],
      [
        /\b(yard sign|lawn sign|signs?|posters?|stickers?)\b/,
        'Yard signs are free. I will note your address, and a volunteer will drop one off this week.',
      ],
      [
        /\b(stop|unsubscribe|opt ?out|remove me|take me off|off (your|the) list|do not (call|text)|don'?t (call|text)|(no|any ?) more (calls|texts|messages))\b/,
        'I am sorry for the bother. I have noted that the campaign must not contact you again, and you can reply STOP to any campaign text.',
      ],
      [
        /\b(donat\w*|contribut\w*|chip in|give money)\b/,
        'Thank you! Donations are made on the campaign website; I cannot take a payment on this call, but I have noted that you would like to give.',
      ],
    ],
  },
  'financial-services': {
    role: 'auto-loan services',
    topics: 'loan payments, due dates, payoff quotes and rates',
    greeting:
      'Hi, you have reached TreadDesk Auto Finance. I am the demo assistant for your auto loan. Do you have a question about a payment?',
    intents: [
      [
        /\b(penalty|prepay\w*|pay(ing)? (it |the loan |my loan )?(off )?early|extra payments?)\b/,
        'There is no penalty for paying early: an extra payment goes to the principal, and a payoff quote gives the exact amount to close the loan.',
      ],
      [
        /\b(payment|autopay|it|transfer) (did ?n'?t|did not|does ?n'?t|does not|won'?t|will not) (go through|work|process)\b|\b(payment|card) (was |got )?(declined|rejected|bounced|failed|returned)\b|\bfailed payment\b/,
        'I am sorry. A payment that did not go through is not taken; you can pay again online or by phone, and within the ten-day grace period there is no late fee. I have noted it on your account.',
      ],
      [
        /payment|pay|due|late|autopay|automatic/,
        'Your payment is due on the same day each month, with a ten-day grace period before a late fee. You can pay online, by phone or by automatic debit, and I will note your question on your account.',
      ],
      [
        /payoff|pay (it |this |the (car |loan )?|my (car |loan )?)?off|balance|\bowe\b|close (out|off)/,
        'I can request a payoff quote; it is valid for ten days and is sent to the address on file.',
      ],
      [
        /\b(add|remove|take) (my )?(spouse|wife|husband|partner|co-?signer|co-?borrower)\b|\bco-?sign\w*/,
        'Adding or removing a borrower or co-signer needs a new credit application for the loan. I have noted your request, and the loan team will contact you with the form.',
      ],
      [
        /\b(sell|sold|selling|trad(e|ing) in|trade-in) (my |the )?(car|truck|vehicle)\b/,
        'When you sell or trade in the car, the loan is paid off from the sale: I can request a payoff quote for the buyer or dealer, and the lien is released once it is paid.',
      ],
      [
        /\b((get|send|receive|release|where is) )?(the |my |car |vehicle )?(title|lien|pink slip)\b/,
        "Once the loan is paid off the lien is released, and the title is sent to the address on file within ten business days, or to your state's electronic title system.",
      ],
      [
        /\b(change|update|new) (of )?(my |the )?(mailing |home )?(address|phone number|e-?mail)\b|\b(i )?moved\b/,
        'I have noted that your contact details changed; for your security the loan team confirms the change with you before it is made.',
      ],
      [
        /\bhow many (more )?payments\b|\bpayments (do i have )?left\b|\bremaining payments\b|\bwhen (is|will) (my|the) loan (be )?(paid|done|over|end)\b/,
        'Your statement shows the payments left and the balance; I can also request a payoff quote, valid for ten days, if you would like the exact amount to close the loan.',
      ],
      [
        /\b(total(l)?ed|written off|write-?off|stolen|gap (insurance|coverage))\b/,
        'If the car is totaled or stolen, the insurer pays the loan first and GAP coverage, if you have it, the rest; keep making your payments until the loan is closed. I have noted it on your account.',
      ],
      [
        /\bcop(y|ies) of (my |the )?(contract|agreement|loan documents?|paperwork)\b|\b(loan|finance) (contract|agreement)\b/,
        'Your loan agreement and statements are on your online account; I have noted your request, and the loan team can mail you a copy.',
      ],
      [
        /\b(statements?|charged (me )?(twice|double)|double (charge\w*|payment)|paid twice)\b/,
        'Your monthly statement is on your online account; I have noted your question, and the loan team checks any charge you question within two business days and returns a double payment.',
      ],
      [
        /rate|refinanc|loan|apply|credit (score|history|check)/,
        'Rates depend on the term and your credit history. I can start a pre-qualification that does not affect your score.',
      ],
      [
        /\b(waive\w*|forgive|hardship|extension|defer\w*|skip a payment|postpone|push(ing)? (my |the )?payment back|lost (my|his|her) job|(can'?t|cannot|unable to) (afford|make|pay)|(change|move) (my|the) (due date|payment)|default\w*|repossess\w*|collections?)\b/,
        'I cannot waive a fee or move a payment myself, but I have noted your request; our team reviews hardship and fee requests within two business days.',
      ],
    ],
  },
  'floral-services': {
    role: 'flower shop',
    topics: 'flower orders and deliveries',
    greeting:
      'Hi, thank you for calling BloomJoy Flowers. I am the demo florist assistant. I can take an order or check on a delivery. How can I help?',
    // A complaint names the order too ("the bouquet came crushed"): on a tie, it is the complaint.
    intents: [
      [
        /\b(wilt(ed|ing)?|dead|dying|droop\w*|brown|faded|sad|damaged|crushed|broken|smashed|wrong|refund|complain\w*|unhappy|disappointed|left (\w+ ){0,3}(outside|on the (porch|doorstep|step)|in the (rain|sun|heat|cold|snow))|not what (i|we) (ordered|asked for|wanted|paid for)|without (the|a|my) \w+|missing)\b/,
        'I am so sorry your flowers were not right. I have noted it on your order, and the shop will replace them or refund you. A photo helps if you can send one.',
      ],
      [
        /where is|status|track|arriv|did not|didn't|late|not come|supposed to (come|arrive|be (here|there))|never (came|arrived|showed|got|received)|(not|n't) (shown|turned) up|still (not|has ?n'?t|have ?n'?t|waiting)/,
        "I am sorry your flowers are not there yet. Deliveries go out between nine and five; I have noted it on your order and the shop will text you the driver's time window.",
      ],
      [
        /\b((add|change|update|include) (a |the |my )?(card|note|message|address|delivery address|time)|(change|update|add to) (my|the) order|leave (\w+ ){0,2}out|allerg\w*|(swap\w*|substitut\w*)( (the|my) \w+)?|instead of)\b/,
        'I have noted the change on your order; the shop confirms any change made before the flowers go out.',
      ],
      // "Cancel the arrangement": the cancelling explains what is cancelled, not an order.
      [
        /\b(cancel\w*|call(ing)? off)( (the|my|an?|that|this) \w+)?/,
        'I have noted that you want to cancel the order; the shop will confirm it, with a full refund if the flowers have not gone out yet.',
      ],
      [
        /deliver|address|today|tomorrow|same day/,
        'Orders placed before noon are delivered the same day, anywhere in town. Tell me the address and the day, and I will note it on your order.',
      ],
      [
        /\b(pick(ing)? (it |them |the \w+ |my \w+ )?up|pick-?up|collect (it|them|the \w+|my \w+)) (myself|ourselves|at the (shop|store))\b|\bcan (i|we) (pick|collect) (\w+ ){0,3}(myself|ourselves|from the (shop|store))\b/,
        'You can collect your order at the shop during opening hours; I have noted it on your order, and the shop texts you when it is ready.',
      ],
      [
        /\b(discount\w*|bulk|wholesale|large order|big order|corporate (order|account))\b/,
        'For a large order our designer sends a quote with its price per arrangement; I have noted your request, and the shop will call you.',
      ],
      [
        /\b(in season|seasonal|what('?s| is) fresh (now|today|this week))\b/,
        'The flowers change with the season: the shop arranges what came in fresh from the growers that morning, and I can note the colours you like on your order.',
      ],
      [
        // Whole words: "I ordered a bouquet and it never came" is about an order placed, not a new one.
        /\b(order|orders)\b/,
        'Lovely! I can take that order. Which flowers would you like, and is it for delivery or pick-up?',
        /\b(bouquets?|flowers?|roses|arrangements?|tulips|lilies|orchids|sunflowers|peonies)\b/,
      ],
      [/wedding|event|party/, 'We love weddings! Our designer offers free consultations for events.'],
      [
        /\b(charged (me )?(twice|double|two times|too much)|double[- ]charge\w*|overcharg\w*|billed (me )?(twice|double)|wrong amount)\b/,
        'I am sorry about the charge. I have noted it on your order, and the shop refunds a charge made twice within two business days.',
      ],
      [
        /\b(write|put|include|add) (a |the |my )?(message|note|words) (on|in|with) (the |a )?card\b|\bcard message\b|\bwhat (should|do) (i|we) write\b/,
        'Every order comes with a card at no charge. Tell me the message and I will note it on your order as you say it.',
      ],
      [
        /\b(pay(ing|ment)?|cash|credit cards?|debit cards?|on delivery)\b/,
        'You pay when you order, by card on the phone or online; the driver takes no payment at the door.',
      ],
      [
        /\b(fresh\w*|how long (do|will) (they|the \w+) last)\b/,
        'Our flowers come in from the growers every morning and are arranged the day they go out; most last a week in fresh water.',
      ],
      [
        /sympathy|funeral|memorial/,
        'I am sorry for your loss. We can deliver sympathy arrangements directly to the service.',
      ],
      [
        /\b(how much|price|prices|cost|costs|expensive|cheap)\b/,
        'A dozen roses start at sixty-five dollars and mixed bouquets at forty-five; delivery in town is ten dollars.',
      ],
    ],
  },
  'customer-support': {
    role: 'customer support',
    topics: 'accounts, billing, complaints and warranty claims',
    takesClaims: WARRANTY_CLAIM,
    intents: [
      [
        /account|password|log ?in|sign ?in/,
        'I can help with your account. For security, a reset link is sent to the e-mail address on file.',
      ],
      [
        /bill|invoice|charge/,
        'I will note the billing question; the billing team replies within one business day.',
      ],
      [
        /complain|unhappy|problem/,
        'I am sorry about that. I will record the details so a supervisor can follow up.',
      ],
    ],
  },
  'technical-support': {
    role: 'technical support',
    topics: 'setup, errors and resets',
    intents: [
      [
        /install|set ?up|configur/,
        'Setup takes a few minutes: connect the device, open the app and follow the pairing steps.',
      ],
      [
        /error|crash|not working|broken/,
        'Let us try a restart first. If the error comes back, I will collect the details for our engineers.',
      ],
      [
        /reset|restore/,
        'Hold the reset button for ten seconds until the light blinks, then set the device up again.',
      ],
    ],
  },
  general: { role: 'general assistant', topics: 'general questions', intents: [] },
};

const SHARED: Array<[RegExp, string, boolean?]> = [
  [/\b(bye|goodbye|that'?s all|hang up|end (the )?call)\b/, 'Thanks for trying the demo. Goodbye!', true],
  [
    // Asking for one: "someone slashed my tires" is no such request.
    /\b(human|representative|real (agent|person)|(talk|speak) (to|with) (a |an |the )?(real )?(person|someone|somebody|agent|manager|supervisor|sales)|(get|want|need|put) (me )?(through to )?(a|an) (real |live )?(person|agent))\b/,
    'I will note that you would like to talk to a person; our team will follow up on your ticket.',
  ],
  [
    /\b(call me back|call back|callback|ring me back|give me a call)\b/,
    'I have noted that you would like a call back; our team calls during opening hours, at the number on your ticket.',
  ],
  // When the business opens, not "open a claim" or "close out the loan".
  [
    /\b(hours|opening times|(are|is) (you|it|the (shop|store|office)) (open|closed)|(what time|when) (do|does|are) (you|it|the (shop|store|office)) (open|close)|open (on|today|tomorrow|at|until|till|late)|clos(e|ing) time|closed on)\b/,
    'We are open Monday to Friday from eight to six, and Saturday from nine to two.',
  ],
  [
    /\b(are you (a )?(bot|robot|ai|real)|how does this (demo )?work)\b/,
    'I am a simulated demo agent. I answer typed questions; a connected voice agent would also understand speech.',
  ],
  // A greeting alone: "hi, my tyre has a bulge" is about the bulge, "hello, where do I vote" the vote.
  [
    /^(hi|hello|hey|good (morning|afternoon|evening))( there| again| everyone)?[\s,.!]*((how are you( doing)?( today)?|is (anyone|anybody|someone) (there|here)))?[\s,.!?]*$/,
    'Hello! What can I help you with today?',
  ],
];

export function scriptFor(agentType: AgentType, productName: string): AgentScript {
  const persona = PERSONAS[agentType];
  return {
    greeting:
      persona.greeting ??
      `Hi, you have reached ${productName} ${persona.role}. I am a demo assistant. How can I help you today?`,
    intents: [
      ...(persona.takesClaims
        ? [
            { pattern: CLAIM_REQUEST, reply: CLAIM_INTRO, startsClaim: true, decisive: true },
            { pattern: persona.takesClaims, reply: CLAIM_INTRO, startsClaim: true },
          ]
        : []),
      ...persona.intents.map(([pattern, reply, subjects]) => ({ pattern, reply, subjects })),
      ...SHARED.map(([pattern, reply, endsCall]) => ({ pattern, reply, endsCall })),
    ],
    voiceReplies: [
      'Thanks! Speech recognition is not available in this demo, so I could not make out the words. You can type your question instead.',
      `I heard you, but in demo mode I cannot understand speech. Try typing a question about ${persona.topics}.`,
    ],
  };
}

/** A match that is a whole word ("payoff") counts more than one inside a word ("pay" in "payoff"). */
const WHOLE_WORD_BONUS = 4;
/** An intent's subjects count this much less than its own words. */
const SUBJECT_SHARE = 2;

const everyMatch = new WeakMap<RegExp, RegExp>();
/** The pattern that finds every match of an intent's pattern, made once per pattern, not per message. */
function everyMatchOf(pattern: RegExp): RegExp {
  let global = everyMatch.get(pattern);
  if (!global)
    everyMatch.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)));
  return global;
}

/**
 * How much of the sentence an intent explains: every match of its pattern counts its length, a
 * whole-word match counts more. So "order roses for tomorrow" is an order (two words) rather than
 * a delivery (one), and "payoff quote" a payoff rather than a payment.
 */
function matchScore(pattern: RegExp, text: string): number {
  let score = 0;
  for (const match of text.matchAll(everyMatchOf(pattern))) {
    if (match[0].length === 0) continue;
    const end = match.index + match[0].length;
    const whole = !/\w/.test(text[match.index - 1] ?? '') && !/\w/.test(text[end] ?? '');
    score += match[0].length + (whole ? WHOLE_WORD_BONUS : 0);
  }
  return score;
}

/** A message's reply: the intent that explains most of the sentence, or an acknowledgement quoting the visitor. */
export function replyTo(script: AgentScript, text: string): Intent {
  const normalized = text.toLowerCase().trim();
  const decisive = script.intents.find((intent) => intent.decisive && intent.pattern.test(normalized));
  if (decisive) return decisive;
  let best: { intent: Intent; score: number } | undefined;
  for (const intent of script.intents) {
    const score =
      matchScore(intent.pattern, normalized) +
      (intent.subjects ? matchScore(intent.subjects, normalized) / SUBJECT_SHARE : 0);
    // Ties go to the intent listed first (claims intake, then the persona's own, then the shared ones).
    if (score > 0 && (!best || score > best.score)) best = { intent, score };
  }
  if (best) return best.intent;
  const quoted = text.trim().replace(/\s+/g, ' ').slice(0, 120);
  return {
    pattern: /$^/,
    reply: `Thanks, I have noted: "${quoted}". A member of our team will follow up on your ticket. Is there anything else?`,
  };
}
