import { describe, expect, it } from 'vitest';
import { demoCallLabel } from '../../../../../domain/agent-types';
import { replyTo, scriptFor } from './simulated.scripts';

describe('the landing pages speak as their own businesses', () => {
  it.each([
    ['floral-services', /BloomJoy Flowers/, 'Where is my delivery? It did not arrive', /not there yet/],
    ['floral-services', /BloomJoy Flowers/, 'I would like to order a bouquet', /take that order/],
    ['financial-services', /TreadDesk Auto Finance/, 'When is my loan payment due?', /due on the same day/],
    [
      'political',
      /Campaign AI with a message from the campaign/,
      'What does the candidate stand for?',
      /campaign is about/,
    ],
  ] as const)('%s', (agentType, greeting, question, answer) => {
    const script = scriptFor(agentType, 'TreadDesk');
    expect(script.greeting).toMatch(greeting);
    expect(script.greeting).not.toMatch(/TreadDesk (flower shop|campaign|auto-loan services)/);
    expect(replyTo(script, question).reply).toMatch(answer);
  });

  it.each([
    ['political', 'How can I volunteer for the campaign?', /volunteer coordinator/],
    ['financial-services', 'Could I get a payoff quote for my car?', /payoff quote; it is valid/],
    ['financial-services', 'I paid late this month, is there a fee?', /grace period/],
    ['floral-services', 'I want to order roses for tomorrow', /take that order/],
    ['floral-services', 'Can you deliver tomorrow to my mother?', /delivered the same day/],
    ['customer', 'Hello, I want to make a warranty claim', /warranty claim now/],
    ['floral-services', 'my order arrived wilted', /replace them or refund you/],
    ['floral-services', 'The bouquet came with half the stems crushed', /replace them or refund you/],
    ['floral-services', 'how much is a dozen red roses', /A dozen roses start at/],
    ['financial-services', 'can you waive the late fee', /cannot waive a fee/],
    [
      'financial-services',
      'I lost my job, is there a hardship program for my payment?',
      /hardship and fee requests/,
    ],
    ['political', 'how do I stop getting your texts', /must not contact you again/],
    ['political', 'Can I put a yard sign on my lawn?', /Yard signs are free/],
    // A question about a claim is no new claim, and no order.
    ['customer', 'I opened a claim on Monday, any update on my claim?', /where it stands/],
    ['customer', 'Are my tires still covered by the warranty after five years?', /covers a tyre for 6 years/],
    ['technical', 'how long will my claim take', /calls you back with the decision/],
    ['customer', 'The tread is worn down, I want to claim', /warranty claim now/],
    // An order placed and then late or cancelled is no new order; what is cancelled belongs to the cancelling.
    ['floral-services', 'I ordered a bouquet yesterday and it never came', /not there yet/],
    ['floral-services', 'the tulips we ordered still have not shown up', /not there yet/],
    ['floral-services', 'my mom never got her flowers', /not there yet/],
    ['sales', 'how much for one store', /priced per location/],
    ['floral-services', 'please cancel the arrangement for friday', /want to cancel the order/],
    ['floral-services', 'I need to call off the delivery for saturday', /want to cancel the order/],
    ['floral-services', 'the vase was broken when it got here', /replace them or refund you/],
    ['floral-services', 'do you have peonies', /take that order/],
    // Paying off, owing and moving a payment are not the rates or the due date.
    ['financial-services', 'I want to pay off my loan early', /payoff quote/],
    ['financial-services', 'what do I owe to close out the loan', /payoff quote/],
    ['financial-services', 'I lost my job and cannot make my payment', /hardship and fee requests/],
    ['financial-services', 'can I push my payment back a week', /hardship and fee requests/],
    ['political', 'I dont want any more texts', /must not contact you again/],
    ['political', 'take my number off your list', /must not contact you again/],
    ['political', 'how can I donate to the campaign', /Donations are made on the campaign website/],
    ['political', 'can I help with phone banking', /volunteer coordinator/],
    ['political', 'when is election day', /Early voting opens/],
    ['customer', 'is a nail in the tread covered by the warranty', /not road hazards such as punctures/],
    ['technical', 'there is a bubble on the side of my tire', /do not drive on it/],
    ['technical', 'my tire keeps losing air', /puncture in the tread/],
    ['insurance', 'I hit a pothole and bent the rim', /photos of the damage/],
    // Hours are asked as hours: "close out the loan" and "open a claim" are no question about them.
    ['front-office', 'what time does the shop close', /open Monday to Friday/],
    ['customer', 'are you open on sunday', /open Monday to Friday/],
    // A greeting before a question is no question of its own.
    ['customer', 'hi, my tyre has a bulge', /do not drive on it/],
    ['political', 'hello, where do I vote', /polling place/],
    ['customer', 'hello, is anyone there?', /What can I help you with/],
    ['customer', 'hey there, my sidewall cracked', /Cracks in the rubber/],
    // The customer-service agent of a tyre desk hears tyre troubles as technical support does.
    ['customer', 'I hit a pothole and the tire blew', /road damage rather than wear/],
    ['customer', 'good afternoon, one of my tires has a big gash in it', /cannot be repaired/],
    ['customer', 'the truck pulls to the left', /usually alignment/],
    ['technical', 'hey, the tyre light came on this morning', /pressure warning/],
    ['technical', 'there is a screw in my tire', /puncture in the tread/],
    ['technical', 'hey, theres a bump on the side of my tire', /do not drive on it/],
    ['technical', 'hello, there is a weird noise from my front tire', /uneven wear/],
    ['customer', 'there is a chunk missing from my tread', /warranty can cover/],
    ['customer', 'hi, the wheel fell off after you fitted the tires', /do not drive the car/],
    ['customer', 'hi, someone slashed my tires', /cannot be repaired/],
    ['customer', 'hey, can I speak with the manager please', /talk to a person/],
    ['customer', 'hey, my claim was denied, why', /explains it/],
    ['customer', 'hi, I was told my warranty is void, is that true', /covers a tyre for 6 years/],
    ['customer', 'hi, the tire shop overcharged me', /billing team/],
    ['customer', 'morning! quick question, do you sell snow tires', /nearest dealer can quote/],
    // The flowers a sentence names count for less than what it says of them.
    ['floral-services', 'hi, the roses arrived dead', /replace them or refund you/],
    ['floral-services', 'the flowers I received are not what I ordered', /replace them or refund you/],
    ['floral-services', 'my roses came without the vase I paid for', /replace them or refund you/],
    ['floral-services', 'hey, my order was supposed to come at 2 and its 5', /not there yet/],
    ['floral-services', 'hello, can I add a card to my order', /noted the change on your order/],
    ['floral-services', 'are your flowers fresh', /from the growers every morning/],
    ['financial-services', 'hey, I was charged twice this month', /double payment/],
    ['political', 'hi, is the candidate coming to my town', /next town hall/],
    ['political', 'good evening, I want to help the campaign', /volunteer coordinator/],
    ['sales', 'hi, how does the voice agent work with my dealers', /prorates the claim/],
    ['customer', 'hi, I want to cancel my order', /want to cancel/],
    ['floral-services', 'can I pay when the flowers arrive', /no payment at the door/],
    ['financial-services', 'is there a penalty for paying early', /no penalty for paying early/],
    ['technical', 'the sensor light is blinking', /pressure warning/],
    ['technical', 'is it safe to drive with a plug in my tire', /puncture in the tread/],
    ['sales', 'is there a contract or can I cancel anytime', /month to month/],
    ['sales', 'how many calls can it handle at once', /several calls at once/],
    ['customer', 'my order came with the wrong size', /can be returned/],
    ['insurance', 'someone hit my parked car', /photos of the damage/],
    ['sales', 'can I talk to sales', /talk to a person/],
    [
      'customer',
      'how long does a warranty claim usually take to process',
      /calls you back with the decision/,
    ],
    ['technical', 'what psi should my tires be at', /sticker inside the driver's door/],
    ['technical', 'why do my tires wear on the outside edges', /on one edge the alignment/],
    ['customer', 'the shop charged me for mounting even though it was under warranty', /billing team/],
    [
      'floral-services',
      'the delivery driver left the flowers outside in the rain',
      /replace them or refund you/,
    ],
    ['financial-services', 'how do I get the title after I pay off the car', /the title is sent/],
    ['sales', 'do you integrate with salesforce', /documented API/],
    ['customer', 'where can I find my warranty paperwork', /invoice the dealer gave you/],
    ['customer', 'my receipt got lost, can I still claim', /week the tyre was made/],
    ['customer', 'can I transfer the warranty to the new owner of my car', /original owner/],
    ['technical', 'how often should I rotate my tires', /every 5,000 to 7,500 miles/],
    ['technical', 'my car slides on wet roads', /Grip in the wet/],
    ['technical', 'how do I know when my tires need replacing', /worn out at 2 thirty-seconds/],
    ['technical', 'how old are my tires', /week and year the tyre was made/],
    ['floral-services', 'my wife is allergic to lilies, can you leave them out', /noted the change/],
    ['financial-services', 'I want to sell my car, what happens to the loan', /paid off from the sale/],
    ['political', 'can I get a ride to the polls', /drive voters to the polls/],
    ['customer', 'I need to speak to somebody about my bill', /talk to a person/],
    ['customer', 'what does prorated mean', /pays for the tread you did not get/],
    ['customer', 'is my claim approved yet', /where it stands/],
    ['customer', 'the dealer refused to honor my warranty', /explains it/],
    ['political', 'I want to host a meet and greet at my house', /volunteer coordinator/],
    ['financial-services', 'can I add my spouse to the loan', /co-signer/],
    ['technical', 'can I mix two different brands on my car', /match in brand/],
    ['technical', 'is it ok to use a spare tire on the highway', /temporary spare/],
    // Words of those answers used for something else.
    ['customer', 'can I cancel just one of the tires in my order', /want to cancel/],
    ['customer', 'I want to know the status of my claim', /where it stands/],
    ['customer', 'are your tires made in the USA', /^Thanks, I have noted/],
    ['floral-services', 'can you swap the lilies for roses', /noted the change/],
    ['technical', 'should I replace just one tire', /replace them in pairs/],
    ['customer', 'I moved to another state, is my warranty still good', /covers a tyre for 6 years/],
    ['customer', 'what is road hazard coverage', /not road hazards/],
    ['technical', 'what does the load index mean', /weight each tyre may carry/],
    ['floral-services', 'I was charged twice for my order', /refunds a charge made twice/],
    ['floral-services', 'can you write a message on the card', /comes with a card/],
    ['financial-services', 'my payment didnt go through', /did not go through is not taken/],
    ['financial-services', 'what credit score do I need', /credit history/],
    ['customer', 'who pays for mounting and balancing on a warranty tire', /not prorated/],
    ['customer', 'do I need to bring the tire in', /may ask the dealer to inspect it/],
    ['customer', 'can I use a different dealer for my claim', /which dealer you would rather use/],
    ['technical', 'my steering wheel shakes when I brake', /brake rotors/],
    ['technical', 'how deep should the tread be on new tires', /10 or 11 thirty-seconds/],
    ['sales', 'can I see the reports', /by dealer and by month/],
    ['floral-services', 'can I pick up the order myself', /collect your order at the shop/],
    ['financial-services', 'I want to change my address', /contact details changed/],
    ['financial-services', 'how many payments do I have left', /payments left and the balance/],
    ['financial-services', 'I got a letter saying I am in default', /hardship and fee requests/],
    ['political', 'I need an absentee ballot', /mail-in ballot/],
    ['customer', 'is the warranty the same for all brands', /covers a tyre for 6 years/],
    ['technical', 'my tire looks low but the gauge says 35', /sticker inside the driver's door/],
    ['technical', 'what does the M+S on the sidewall mean', /mud and snow/],
    ['floral-services', 'can I get a discount for a big order', /designer sends a quote/],
    ['floral-services', 'what flowers are in season', /change with the season/],
    ['financial-services', 'my car was totaled, what happens to my loan', /insurer pays the loan first/],
    ['financial-services', 'I need a copy of my contract', /mail you a copy/],
    ['customer', 'I got a flat and the shop says it cant be repaired, is that covered', /not road hazards/],
    ['customer', 'what do I need to bring for a claim', /invoice the dealer gave you/],
    ['customer', 'can I get my money back for the claim instead of credit', /not paid out in cash/],
    ['customer', 'is there a warranty on used tires', /used tyres carry none/],
    ['customer', 'the dealer says my tires are worn unevenly and wont cover it', /2 thirty-seconds or more/],
    ['technical', 'the tread on my front tires is wearing faster', /Rotate the tyres/],
    ['technical', 'my tire pressure is 28, is that too low', /sticker inside the driver's door/],
    ['customer', 'how do I cancel my claim', /withdraw the claim/],
    ['customer', 'can someone call me back tomorrow', /call back/],
    ['customer', 'I want to complain about the dealer', /noted your complaint/],
    [
      'customer',
      'what is the difference between tread and mileage warranty',
      /by the tread depth or by the miles/,
    ],
    ['customer', 'I am still waiting for my credit', /where it stands/],
    ['technical', 'the tire sidewall has a cut from a curb', /A cut that reaches the cords/],
    ['customer', 'do you have a list of dealers near me', /dealers nearest to you/],
    ['customer', 'I need a receipt for my claim', /invoice the dealer gave you/],
    // A claim asked for with those words still starts it; an order is still cancelled as an order.
    ['customer', 'hi I want to cancel my order', /An order that has not shipped/],
  ] as const)(
    '%s answers "%s" by the whole sentence, not its first keyword',
    (agentType, question, answer) => {
      expect(replyTo(scriptFor(agentType, 'TreadDesk'), question).reply).toMatch(answer);
    },
  );

  it.each([
    ['customer', 'good morning, my tread wore out after 20k miles'],
    ['technical', 'hi, my tread is almost gone after only 15000 miles'],
    // A claim asked for in so many words, whatever trouble the sentence also describes.
    ['customer', 'Hello, my name is Siobhan Ryan, I need a warranty claim: the tread is separating'],
    ['technical', 'I would like to file a claim, one tire has a bulge on the sidewall'],
    ['customer', 'my tire has a nail in it, can I claim'],
    ['customer', 'I want to file a claim, my tread wore unevenly'],
    ['customer', 'I need to file a claim, I got a nail in it, is that covered'],
  ] as const)('%s takes "%s" as a claim', (agentType, said) => {
    expect(replyTo(scriptFor(agentType, 'TreadDesk'), said).startsClaim).toBe(true);
  });

  it('labels their tickets by page', () => {
    expect(demoCallLabel('floral-services')).toBe('BloomJoy Flowers (/bloomjoy)');
    expect(demoCallLabel('financial-services')).toBe('TreadDesk Auto Finance (/consumerportfolio)');
    expect(demoCallLabel('political')).toBe('Campaign AI (/political)');
    expect(demoCallLabel('customer')).toBe('AI Customer Service');
  });
});
