import { describe, expect, it } from 'vitest';
import { readClaimField, readSpelledName, whyNotRead } from './claim-field-reading';
import { intakeProration } from './claim-intake';

describe('reading claim fields from what callers say', () => {
  it.each([
    ['caller_name', 'My name is Ana Lopez.', 'Ana Lopez'],
    ['caller_name', 'this is anna smith', 'Anna Smith'],
    ['caller_name', 'Where is my order?', undefined],
    ['caller_phone', 'five five five one two three four five six seven', '5551234567'],
    ['caller_phone', '+1 (555) 123-4567', '5551234567'],
    ['caller_phone', 'my cell is 312 555 0199 or work 312 555 0100', '3125550199'],
    ['caller_phone', 'five five five one two three four', undefined],
    ['dealer', 'the dealer id is four hundred twelve', '412'],
    ['dealer', 'I bought them at city tyres', 'City Tyres'],
    ['dealer', 'D-1042', 'D-1042'],
    ['dealer', "it's KS 7703", 'KS7703'],
    ['dealer', 'the code is golf romeo four one one eight', 'GR4118'],
    ['dealer', 'the store was prairie wheel works', 'Prairie Wheel Works'],
    ['dealer', 'Costco, I think', 'Costco'],
    ['dealer', 'My name is Ottilie Branscombe', undefined],
    ['tyre_brand', 'they are michelin tyres', 'Michelin'],
    ['tyre_size', 'the size is two hundred twenty five sixty five r seventeen', '225/65R17'],
    ['tyre_size', 'two twenty five sixty five r seventeen', '225/65R17'],
    ['tyre_size', 'one nine five, six five, R one five', '195/65R15'],
    ['tyre_size', 'two four five four five r one nine', '245/45R19'],
    ['tyre_size', '205/55 R16', '205/55R16'],
    ['tyre_size', 'forty two', undefined],
    ['dot_number', 'DOT 4B3X 2219', '4B3X2219'],
    ['tread_original_32nds', 'the original tread was ten thirty-seconds', 10],
    ['tread_remaining_32nds', '6/32', 6],
    ['tread_remaining_32nds', 'six', 6],
    ['tread_remaining_32nds', 'fifty', undefined],
    ['mileage_now', 'I have driven forty two thousand miles', 42_000],
    ['mileage_now', '42,500', 42_500],
    ['mileage_at_fitting', '12k', 12_000],
    ['miles_warranted', 'a lot', undefined],
    ['caller_phone', 'one three one two seven seven four oh double nine one', '3127740991'],
    ['caller_phone', 'three one two seven seven four oh double nine one six', undefined],
    ['caller_phone', '31277409916', undefined],
    // Said in hundreds: a digit after "hundred" starts the next group (800 555, not 805 55).
    ['caller_phone', 'one eight hundred five five five one two one two', '8005551212'],
    ['caller_phone', 'eight hundred, five five five, twelve twelve', '8005551212'],
    ['caller_phone', 'seven one three, five five five, nineteen hundred', '7135551900'],
    ['caller_phone', 'four oh four five five five six thousand', '4045556000'],
    ['caller_name', 'my name is Zofia Kowalczyk-Ruiz', 'Zofia Kowalczyk-Ruiz'],
    // As typed when it has capitals and small letters; otherwise in capitals, after O' and D' too.
    ['caller_name', "It is Siobhan O'Rourke-Delacroix", "Siobhan O'Rourke-Delacroix"],
    ['caller_name', 'my name is Ewan MacGillivray', 'Ewan MacGillivray'],
    ['caller_name', "ROSALIND D'ARCY", "Rosalind D'Arcy"],
    ['caller_name', "lorcan o'dwyer", "Lorcan O'Dwyer"],
    ['caller_name', 'fenella mcquarrie', 'Fenella McQuarrie'],
    // A name given by its parts, with the name gone by in brackets, or a word of it spelled after.
    ['caller_name', 'first name Imogen, last name Strachan', 'Imogen Strachan'],
    ['caller_name', 'Theodore (Teddy) Vasquez', 'Theodore Vasquez'],
    ['caller_name', 'Imogen Strachan, S-T-R-A-C-H-A-N', 'Imogen Strachan'],
    ['caller_name', 'I M O G E N', undefined],
    ['caller_name', 'S T R A C H A N I M O G E N', undefined],
    ['caller_name', 'the name on the invoice is Imogen Strachan', 'Imogen Strachan'],
    ['caller_name', 'van der Berg, Anouk', 'Anouk van der Berg'],
    ['caller_name', 'TOMAS MCGRATH', 'Tomas McGrath'],
    ['caller_name', 'dorian mackey', 'Dorian Mackey'],
    ['mileage_now', 'twelve thousand five hundred miles', 12_500],
    ['mileage_at_fitting', 'about a hundred and ten thousand', 110_000],
    ['dealer', 'Lone Star Tire & Service', 'Lone Star Tire & Service'],
    ['problem', 'it lost pressure every morning', 'it lost pressure every morning'],
    ['problem', 'um', undefined],
    ['problem', 'Bulge', 'Bulge'],
    ['problem', 'yes', undefined],
    ['caller_name', 'Dr. Ama Owusu', 'Ama Owusu'],
    ['caller_name', 'my name is J. R. Ewing', 'J. R. Ewing'],
    ['caller_name', 'hey', undefined],
    ['caller_name', "yeah hi, my name is O'Brien, Patrick", "Patrick O'Brien"],
    ['caller_name', 'Lee, Ann Marie', 'Ann Marie Lee'],
    ['caller_name', 'hey, Ngozi Adeyemi here', 'Ngozi Adeyemi'],
    ['caller_name', 'my name is spelled Padraig', 'Padraig'],
    ['caller_name', 'j.r. ewing', 'J.R. Ewing'],
    ['caller_name', 'Mary K Ash', 'Mary K Ash'],
    ['caller_name', 'just call me Bob', undefined],
    ['caller_name', 'call me Tobiah Ferreira-Lund', 'Tobiah Ferreira-Lund'],
    // "An", "Do" and "My" are names when typed with their capital beside a name, and no lead-in.
    // A letter O typed for a zero among a phone number's digits.
    ['caller_phone', '214 555 O199', '2145550199'],
    ['caller_name', 'My name is An Nguyen', 'An Nguyen'],
    ['caller_name', 'Nguyen Van An', 'Nguyen Van An'],
    ['caller_name', 'My Tran', 'My Tran'],
    ['caller_name', 'My Order', undefined],
    ['caller_name', 'an appointment', undefined],
    // "Speaking", as a name is said on the phone, is no part of it.
    ['caller_name', "it's Dr. Priya Raman speaking", 'Priya Raman'],
    // Typed as a chat is: no apostrophes, thanks after.
    ['caller_name', 'My names Siobhan OSullivan', 'Siobhan OSullivan'],
    ['caller_name', 'im Chidi Okafor', 'Chidi Okafor'],
    ['caller_name', 'oh, im Tevita Fifita', 'Tevita Fifita'],
    ['caller_name', 'Oh Ha-eun', 'Oh Ha-eun'],
    ['dealer', 'oh, it was Cascade Tire Co', 'Cascade Tire Co'],
    ['caller_name', 'Im Soo-jin', 'Im Soo-jin'],
    ['caller_name', 'name is Tupac Mendoza', 'Tupac Mendoza'],
    ['caller_name', 'Wanjiru Kamau, thanks', 'Wanjiru Kamau'],
    ['tread_remaining_32nds', 'an eighth of an inch', 4],
    ['tread_original_32nds', 'three eighths of an inch', 12],
    ['tread_original_32nds', '11/32"', 11],
    ['mileage_now', 'about 61 thousand', 61_000],
    ['mileage_now', '61.5k', 61_500],
    ['tyre_size', 'two oh five fifty five sixteen', '205/55R16'],
    ['tyre_size', 'one nine five, sixty five, R fifteen', '195/65R15'],
    ['purchase_date', 'the twenty first of October twenty twenty three', '2023-10-21'],
    ['purchase_date', 'in February two thousand twenty two', '2022-02-01'],
    ['purchase_date', '7/4/2024', '2024-07-04'],
    ['purchase_date', 'February 30 2024', undefined],
    ['purchase_date', 'last spring', undefined],
    ['purchase_date', '04/2023', '2023-04-01'],
    ['purchase_date', '14 September 2021', '2021-09-14'],
    ['purchase_date', 'Nov 2022', '2022-11-01'],
    ['purchase_date', 'I may have bought them in 2023', undefined],
    ['purchase_date', '15/03/2024', '2024-03-15'],
    ['price_paid', '450 for the pair', 225],
    ['tyre_brand', 'BF Goodrich', 'BFGoodrich'],
    ['price_paid', '$212.49', 212.49],
    ['price_paid', 'one hundred eighty eight dollars and fifty cents', 188.5],
    ['price_paid', 'a hundred and twenty dollars', 120],
    // Said in pairs, as prices and odometer readings often are.
    ['price_paid', 'I paid one thirty seven', 137],
    ['price_paid', 'two sixty three forty one', 263.41],
    ['price_paid', 'they were three oh eight dollars each', 308],
    ['price_paid', 'seventy three eighty', 73.8],
    ['price_paid', 'four eleven bucks and twenty six cents', 411.26],
    // Cents follow at once or are named: "four" is a count of tyres, not cents, and the price is
    // shared among them unless it was each tyre's.
    ['price_paid', 'ninety one dollars for four', 22.75],
    ['price_paid', 'ninety one dollars each, for four', 91],
    ['price_paid', '$1,249 for the set of four', 312.25],
    ['price_paid', 'I paid 387 for all 3', 129],
    ['price_paid', '212 dollars and 65 cents', 212.65],
    ['price_paid', 'it was 95 dollars 8 cents a tyre', 95.08],
    ['tread_remaining_32nds', 'about 3 and a half', 3.5],
    ['tread_original_32nds', 'eleven and a half thirty-seconds', 11.5],
    ['mileage_now', 'it has one seventy three thousand on it', 173_000],
    ['mileage_at_fitting', 'two oh six thousand four hundred miles', 206_400],
    ['miles_warranted', 'one ten thousand', 110_000],
    ['mileage_now', 'one sixteen thousand and thirty kilometers', 72_098],
    // Not a tread depth: "seven thirty seconds" stays 7/32.
    ['tread_remaining_32nds', 'seven thirty seconds', 7],
  ] as const)('%s from "%s"', (field, said, expected) => {
    expect(readClaimField(field, said)).toEqual(expected);
  });

  it.each([
    ['tyre_size', 'two thirty-five fifty-five R19', '235/55R19'],
    ['tyre_size', 'P215/60R16', 'P215/60R16'],
    // No metric tyre is 250 mm wide, nor has a ratio of 62: a mishearing or a typo, asked again.
    ['tyre_size', 'two fifty sixty r sixteen', undefined],
    ['tyre_size', '225/62R16', undefined],
    // A temporary spare's width, or a truck's: no tread warranty covers them.
    ['tyre_size', 'T125/70R16', undefined],
    // Typed depths with a decimal point; a mileage given to the depth question is none.
    ['tread_remaining_32nds', '3.5', 3.5],
    ['tread_remaining_32nds', 'about 4.5 left', 4.5],
    ['tread_original_32nds', '18,000', undefined],
    ['tread_original_32nds', '12 thousand km', undefined],
    ['tread_remaining_32nds', 'around 40k', undefined],
    ['tread_original_32nds', 'twelve k', undefined],
    // A thousands mark is no price a tyre has.
    ['price_paid', '65k', undefined],
    ['price_paid', '2 thousand', 2000],
    ['tyre_size', '385/65R22', undefined],
    ['tyre_size', 'T135/80R17', 'T135/80R17'],
    ['tyre_brand', 'Falken', 'Falken'],
    // A hearing of no brand at all.
    ['tyre_brand', 'the tyre is', undefined],
    // The size or a reading given before it was asked is no brand.
    ['tyre_brand', 'P235/60R18', undefined],
    ['tyre_brand', 'two thirty five sixty R eighteen', undefined],
    ['tyre_brand', 'Hankook, size 205/55R16', 'Hankook'],
    ['tyre_size', 'LT265/70R17', 'LT265/70R17'],
    ['tyre_size', '195 65 R15', '195/65R15'],
    ['tyre_size', 'lt 275/65-18', 'LT275/65R18'],
    ['tread_original_32nds', '0.34375 inches', 11],
    ['tread_remaining_32nds', '3/16"', 6],
    ['tread_remaining_32nds', '6.5 mm', 8],
    ['tread_remaining_32nds', '3 millimetres', 4],
    ['mileage_now', '51,300 km', 31_876],
    ['mileage_at_fitting', 'nine thousand kilometers', 5_592],
    ['miles_warranted', '70,000 miles', 70_000],
    // The number just before the unit is the distance: "shows" was heard as "two".
    ['mileage_now', 'the odometer two about sixty six thousand five hundred miles oh five three', 66_500],
    ['mileage_now', 'bought 3 years ago at 18,400 miles', 18_400],
    ['mileage_now', '60000km', 37_282],
    ['mileage_now', '61.200', 61_200],
    ['mileage_at_fitting', 'odo was 12.5k', 12_500],
    ['mileage_now', '41200mi', 41_200],
    ['mileage_at_fitting', 'two tyres fitted at nine thousand kilometers', 5_592],
    ['mileage_now', 'it reads 41k mi', 41_000],
    // Said with a k or a decimal point: thousands, not 73 or 5,000 miles.
    ['mileage_now', 'about seventy three k', 73_000],
    ['miles_warranted', 'sixty point five thousand miles', 60_500],
    ['mileage_at_fitting', 'twenty eight point zero five k', 28_050],
    ['mileage_now', 'ninety k m', 56],
    ['price_paid', 'eighty two k', undefined],
    // Typed digit by digit, as the agent asks once a reading was heard wrong.
    ['mileage_at_fitting', '2 7 0 5 0', 27_050],
    ['miles_warranted', '5 5 0 0 0 miles', 55_000],
    ['mileage_now', 'seven three oh oh nine', 73_009],
    ['caller_phone', '+49 30 901820 77', '+493090182077'],
    ['caller_phone', '+1 312 555 0148', '3125550148'],
    ['caller_phone', '+44 20', undefined],
    // An extension is not part of the number.
    ['caller_phone', '917.555.0143 ext 12', '9175550143'],
    ['caller_phone', '(646) 555-0199 x204', '6465550199'],
    ['caller_phone', 'six four six five five five oh one nine nine extension four', '6465550199'],
    ['caller_phone', '917 555 0143, ext. 7, ask for Dana', '9175550143'],
    ['dot_number', 'uniform two double lima, hotel four tango romeo, zero three one five', 'U2LLH4TR0315'],
    ['dot_number', 'the dot number is x-ray bravo four one two two', 'XB4122'],
    ['dot_number', 'x ray bravo niner one one niner', 'XB9119'],
    // Written out as one word, as the claim keeps it and a tool may send it.
    ['dot_number', 'U2LLH4TR0315', 'U2LLH4TR0315'],
    ['dot_number', 'DOT 9JX7KW3R4823', '9JX7KW3R4823'],
    ['dot_number', 'michelin', undefined],
    // A serial ends in its date code: a sentence read as letters is none.
    ['dot_number', 'i got a leak', undefined],
    ['dot_number', 'the dealer', undefined],
    ['dot_number', 'x ray quebec niner one', undefined],
    ['dot_number', 'dot mississippi four one two two', undefined],
    ['dot_number', 'k e triple seven', 'KE777'],
    ['dot_number', 'echo double', undefined],
    ['dot_number', 'j as in juliet, w as in whiskey, seven six one eight', 'JW7618'],
    // The word after "as in" says which letter was meant.
    ['dot_number', 'd as in bravo f three three one nine', 'BF3319'],
    ['dot_number', 'x as in x-ray two four zero one', 'X2401'],
    ['dot_number', 'w n seven oh eight six eight', 'WN70868'],
    // The caller's own words before the code are left out; a word inside one makes it no code.
    ['dot_number', 'Yes, I found it, it says N 3 L R 4 7 1 8', 'N3LR4718'],
    ['dot_number', 'ok the sidewall reads PJ 5T 0921', 'PJ5T0921'],
    ['dot_number', 'I think it is kilo victor three three one six', 'KV3316'],
    ['dot_number', 'dot hb 4020', 'HB4020'],
    ['dot_number', 'It read 36,410', undefined],
    ['dot_number', 'W F then 2 6 1 7', undefined],
    // The serial ends with its date code: "I" after it, or before a code, is the caller's own.
    ['dot_number', 'the DOT is K R 2 7 1 9 I think', 'KR2719'],
    ['dot_number', 'I M N 0 5 2 1', 'MN0521'],
    // No tyre identification number has a G, I, Q, S or Z; a typed O is the zero it stands for.
    ['dot_number', 'DOT G7 3X 1122', undefined],
    ['dot_number', 'DOT sierra tango 1 1 2 2', undefined],
    ['dot_number', 'DOT AFO 1508', 'AF01508'],
  ] as const)('every usual form: %s from "%s"', (field, said, expected) => {
    expect(readClaimField(field, said)).toEqual(expected);
  });

  it.each([
    // A reading said in two numbers is one: thousands and the rest, typed or said.
    ['mileage_now', 'about 63 thousand 250', 63_250],
    ['mileage_at_fitting', 'fifty eight thousand and 40', 58_040],
    ['mileage_now', '39 thousand four hundred miles', 39_400],
    ['mileage_now', 'it reads thirty seven nine hundred', 37_900],
    ['miles_warranted', 'seventeen two hundred miles', 17_200],
    ['mileage_at_fitting', 'eighteen hundred', 1_800],
    ['mileage_at_fitting', 'thirty five hundred miles', 3_500],
    ['mileage_now', '61.5 thousand', 61_500],
    ['mileage_at_fitting', 'thirty seven two', undefined],
    ['mileage_now', 'sixty one four, more or less', undefined],
    // Number words that are no one reading, misheard: asked again, not one of them taken.
    ['mileage_at_fitting', 'seventy oh zero four oh miles', undefined],
    ['mileage_now', 'fifty five zero zero zero', undefined],
    // Two values the caller is unsure between are asked again, not the first taken.
    ['mileage_now', '55 or 60 thousand', undefined],
    ['tread_remaining_32nds', 'three or maybe four', undefined],
    ['price_paid', '$180 or $190', undefined],
    ['tread_remaining_32nds', 'between 3 and 4', undefined],
    ['price_paid', '165, maybe 175', undefined],
    ['tread_remaining_32nds', '7-8/32', undefined],
    ['mileage_now', '52-54k', undefined],
    ['price_paid', '$140 - $150 each', undefined],
    ['mileage_now', 'somewhere between forty and fifty thousand', undefined],
    ['mileage_now', 'between the two front tyres 45,000', 45_000],
    ['mileage_now', 'four years old, 52,000 miles', 52_000],
    // A number in a sentence is no dealer code; the number alone still is.
    ['dealer', 'the one by the highway exit', 'The One By The Highway Exit'],
    ['dealer', 'Four Seasons Auto', 'Four Seasons Auto'],
    // A light truck's flotation size, and a metric one read digit by digit but for its rim.
    ['tyre_size', '35 x 12.50 R 20 LT', '35x12.50R20'],
    ['tyre_size', '33x12.5R17', '33x12.50R17'],
    ['tyre_size', '3x10.50R15', undefined],
    ['tyre_size', 'two two five slash six zero R sixteen', '225/60R16'],
    // Where the shop is may follow its name, numbers and all.
    ['dealer', 'from the Summit Auto Care on 5th street', 'the Summit Auto Care on 5th street'],
    ['dealer', 'bought them online from Tread Express', 'Tread Express'],
    ['dealer', 'I got the tires from Pinecrest Wheel', 'Pinecrest Wheel'],
    ['dealer', 'the big tire shop next to the gas station where I live now', undefined],
    ['dealer', 'dealer number nine', '9'],
    ['dealer', '27', '27'],
    // A mileage given to the dealer question is no code and no shop ("50,000" was dealer 50).
    ['dealer', '50,000', undefined],
    ['dealer', '68,300 now', undefined],
    ['dealer', 'fitted at 41k', undefined],
    ['dealer', 'about 30 thousand miles', undefined],
    ['dealer', 'sixty thousand miles', undefined],
    ['dealer', 'Route 66 Tire & Wheel', 'Route 66 Tire & Wheel'],
    ['dealer', 'Miles Tire Service', 'Miles Tire Service'],
    // A casual yes, no or "wait" is no name, brand or shop.
    ['caller_name', 'yep', undefined],
    ['caller_name', 'Yeah.', undefined],
    ['caller_name', 'nah', undefined],
    ['tyre_brand', 'yup', undefined],
    ['tyre_brand', 'wait', undefined],
    ['dealer', 'nope', null],
    // A shop named, then that the caller is not sure of it: the shop, which its read-back checks.
    ['dealer', 'I think it was Lone Star but not sure', 'Lone Star'],
    ['dealer', "Cascade Ridge, I'm not 100% sure", 'Cascade Ridge'],
    ['dealer', 'I am not sure', null],
    ['dealer', 'um, not sure', null],
    ['dealer', "I don't know, not sure", null],
    // So is any value: a number, a date, a code or a phone number given before being unsure of it.
    ['mileage_now', '41,000 but not sure', 41_000],
    ['miles_warranted', "60k but I'm not sure", 60_000],
    ['price_paid', 'about $150 each, not sure', 150],
    ['purchase_date', 'March 2024, not sure', '2024-03-01'],
    ['dot_number', 'XB4122 not sure', 'XB4122'],
    ['caller_phone', '617 555 0142, not totally sure', '6175550142'],
    ['mileage_now', 'not sure', null],
    ['problem', 'it went flat, not sure why', 'it went flat, not sure why'],
    ['price_paid', 'they were a gift', null],
    // The year typed before the month; "its" typed without its apostrophe before a shop.
    ['purchase_date', 'in 2022, I think around October', '2022-10-01'],
    ['purchase_date', 'we had 2 tires in March', undefined],
    ['dealer', 'its the Walmart on Route 9', 'the Walmart on Route 9'],
    // A road's number where the shop is is no dealer code; a shop said only by where it is is kept whole.
    ['dealer', 'Lone Star on I-35', 'Lone Star on I-35'],
    ['dealer', 'Discount Tire off I 95', 'Discount Tire off I 95'],
    ['dealer', 'FL4450 in Tampa', 'FL4450'],
    ['dealer', 'the shop on US-1', 'the shop on US-1'],
    ['dealer', 'the dealer is Lone Star', 'Lone Star'],
    // Who bought them, and a hedge before the shop.
    ['dealer', 'my wife bought them, I think it was Lone Star', 'Lone Star'],
    ['dealer', 'my husband got them at Costco', 'Costco'],
    ['dealer', 'dad had them fitted at Discount Tire', 'Discount Tire'],
    ['dealer', 'I think it was the Costco in Reno', 'the Costco in Reno'],
    ['dealer', 'Lone Star, I think it is on Route 9', 'Lone Star, I think it is on Route 9'],
    ['dealer', 'not sure, maybe Pep Boys', 'Pep Boys'],
    ['mileage_now', "I'm not sure, I think 41,000", 41000],
    // A brand the caller cannot name is not known, not a brand "Chinese"; the date code alone, led in.
    ['tyre_brand', 'some chinese brand', null],
    ['tyre_brand', 'a cheap no-name brand', null],
    ['tyre_brand', 'its a Westlake brand', 'Westlake'],
    ['dot_number', 'the last four are 1823', '1823'],
    ['dot_number', 'date code 4219', '4219'],
    // "A buck fifty" is how a tyre's $150 is said.
    ['price_paid', 'a buck fifty', 150],
    ['price_paid', 'a buck 80 each', 180],
    // A US area code never begins with 0 or 1: a number abroad needs its country code.
    ['caller_phone', '021 555 0199', undefined],
    ['caller_phone', '1 (021) 555-0199', undefined],
    ['caller_phone', '+64 21 555 0199', '+64215550199'],
    // Digit by digit, as the agent asks a price heard wrong.
    ['price_paid', 'one nine nine dollars', 199],
    ['price_paid', 'it was one zero five', 105],
    // How many tyres, said before a price for each, is no part of the price.
    ['price_paid', '4 tires at $199 each', 199],
    ['price_paid', 'four tyres, one nine nine each', 199],
    ['price_paid', 'bought 4 for 165 each', 165],
    ['price_paid', '$600 for 4 tyres', 150],
    ['price_paid', 'it was a present from my dad', null],
    // The Z of a tyre made for speeds above 149 mph is printed in its size, and kept.
    ['tyre_size', '245/45ZR18', '245/45ZR18'],
    ['tyre_size', 'P275/35 zr 20', 'P275/35ZR20'],
    ['tyre_size', '225/65 R17 102H', '225/65R17'],
    // A known brand named beside not being sure is the brand.
    ['tyre_brand', 'I think Hankook, not sure', 'Hankook'],
    ['tyre_brand', 'b f goodrich all terrains', 'BFGoodrich'],
    ['tyre_brand', 'not sure', null],
    // What the set cost, not said for how many tyres, is no tyre's price.
    ['price_paid', 'I paid 720 total for the set', undefined],
    ['price_paid', '600 all together', undefined],
    ['price_paid', '$180 each, 720 total', 180],
    ['price_paid', '720 for the set of four', 180],
    // In the plural or the possessive, and among words around it that are no brand.
    ['tyre_brand', "they're all Michelins", 'Michelin'],
    ['tyre_brand', 'i have got goodyears on it', 'Goodyear'],
    ['tyre_brand', "Kumho's", 'Kumho'],
    ['tyre_brand', 'Falken tyres I think', 'Falken'],
    ['tyre_brand', 'a set of Vanteras on the truck', 'Vanteras'],
    // A half said with "point five".
    ['tread_remaining_32nds', 'two point five', 2.5],
    ['tread_original_32nds', 'nine point five thirty seconds', 9.5],
    // Not wanting to give a value is not knowing it; a problem that says "not giving" is the problem.
    ['caller_phone', 'I would rather not', null],
    ['caller_phone', "I'm not comfortable giving that out", null],
    ['problem', 'not giving grip in the wet', 'not giving grip in the wet'],
    // A date given to the wrong question is no brand or shop.
    ['tyre_brand', 'last November', undefined],
    ['dealer', 'about two years ago', undefined],
    ['dealer', 'August Auto', 'August Auto'],
    ['dealer', 'back in July', undefined],
    ['tyre_brand', 'sometime in early may', undefined],
    // Depths given to the price question are no dollars; a shop given to the brand question no brand.
    ['price_paid', '11 new and 5 left', undefined],
    ['price_paid', 'seven thirty seconds', undefined],
    ['price_paid', 'paid $204, it had 10 new', 204],
    ['price_paid', 'I measured 4 and a half', undefined],
    // A question typed back is no name, shop or brand, unless it names a brand the desk knows.
    ['dealer', 'what do you mean by dealer?', undefined],
    ['tyre_brand', 'which brand do you need?', undefined],
    ['tyre_brand', 'is it the Hankook?', 'Hankook'],
    ['caller_name', 'why do you need that?', undefined],
    ['caller_name', 'Will Smith?', 'Will Smith'],
    ['tread_remaining_32nds', 'down to the wear bars', 2],
    ['tread_remaining_32nds', "it's basically bald now", 2],
    ['tread_remaining_32nds', 'bald, maybe 1/32', 1],
    ['tread_remaining_32nds', 'a bit above the tread wear indicators, maybe 4', 4],
    ['mileage_now', '73 480', 73_480],
    ['mileage_now', 'it reads 73 480 miles', 73_480],
    ['tyre_size', '27560R20', '275/60R20'],
    ['tyre_size', 'lt26570r17', 'LT265/70R17'],
    ['price_paid', '11/32nds', undefined],
    ['price_paid', '9 mm', undefined],
    // A price or a depth given to a mileage question is no distance.
    ['mileage_now', '$172', undefined],
    ['mileage_at_fitting', '7/32', undefined],
    ['mileage_now', '63k miles, paid $172', 63_000],
    // A phone number typed to a reading or price question is neither.
    ['mileage_now', '(318) 555-0162', undefined],
    ['price_paid', '318 555 0162', undefined],
    // A day on both sides of the month is a mishearing, asked again rather than one of them taken.
    ['purchase_date', 'fifth august eighth twenty twenty five', undefined],
    ['purchase_date', 'the fifth of august twenty twenty five', '2025-08-05'],
    ['price_paid', 'paid 140, the tread was 10 deep', 140],
    ['tyre_brand', 'Mesa Tire Pros', undefined],
    ['tyre_brand', 'Kelly Springfield', 'Kelly Springfield'],
    // Brands named for short, with their model, or two at once (neither is taken).
    ['tyre_brand', 'BFG All-Terrain', 'BFGoodrich'],
    ['tyre_brand', 'contis', 'Continental'],
    ['tyre_brand', 'nitto ridge grapplers', 'Nitto'],
    ['tyre_brand', 'Sumitomo or Uniroyal, one of those', undefined],
    ['tyre_brand', 'Maxis', 'Maxxis'],
    ['tyre_brand', 'Nokain', 'Nokian'],
    ['tyre_brand', 'Sumitmoo', 'Sumitomo'],
  ] as const)('as said: %s from "%s"', (field, said, expected) => {
    expect(readClaimField(field, said)).toEqual(expected);
  });

  it('reads a purchase date said from the day of the call', () => {
    const onTheCall = (said: string) =>
      readClaimField('purchase_date', said, new Date('2027-02-10T15:00:00Z'));
    expect(onTheCall('about two years ago')).toBe('2025-02-01');
    expect(onTheCall('a year and a half ago')).toBe('2025-08-01');
    expect(onTheCall('7 months ago')).toBe('2026-07-01');
    // Typed in short, or as forms and other countries write dates.
    expect(onTheCall('2024-03')).toBe('2024-03-01');
    expect(onTheCall("Mar '24")).toBe('2024-03-01');
    expect(onTheCall('12.03.2024')).toBe('2024-03-12');
    expect(onTheCall('march 3 24')).toBe('2024-03-03');
    expect(onTheCall('a couple of years ago')).toBe('2025-02-01');
    // Days ago, for a tyre that failed soon after it was bought.
    expect(onTheCall('yesterday')).toBe('2027-02-09');
    expect(onTheCall('I bought them last week')).toBe('2027-02-03');
    expect(onTheCall('a few days ago')).toBe('2027-02-07');
    expect(onTheCall('10 days ago')).toBe('2027-01-31');
    expect(onTheCall('2 yrs ago')).toBe('2025-02-01');
    expect(onTheCall('bought them 18mos ago')).toBe('2025-08-01');
    expect(onTheCall('like 6 wks ago')).toBe('2027-01-01');
    expect(onTheCall('1 yr ago')).toBe('2026-02-01');
    // "Back" is "ago"; half a year is six months, not the year its "a" would count.
    expect(onTheCall('roughly 20 months back')).toBe('2025-06-01');
    expect(onTheCall('three weeks back')).toBe('2027-01-01');
    expect(onTheCall('half a year ago')).toBe('2026-08-01');
    // The latest such month before this one.
    expect(onTheCall('last January')).toBe('2027-01-01');
    expect(onTheCall('last March')).toBe('2026-03-01');
    expect(onTheCall('this past November')).toBe('2026-11-01');
    expect(onTheCall('October of last year')).toBe('2026-10-01');
    expect(onTheCall('this January')).toBe('2027-01-01');
    expect(onTheCall('last month')).toBe('2027-01-01');
    expect(onTheCall('six weeks ago')).toBe('2027-01-01');
    expect(onTheCall('in October')).toBeUndefined();
    // A day and month without a year: the latest one, this year's when it has passed.
    expect(onTheCall('March 15th')).toBe('2026-03-15');
    expect(onTheCall('on the second of February')).toBe('2027-02-02');
    expect(onTheCall('February 11')).toBe('2026-02-11');
    expect(onTheCall('12/24')).toBe('2026-12-24');
    expect(onTheCall('24/12')).toBe('2026-12-24');
    expect(onTheCall('2/31')).toBeUndefined();
    // "10/32" is a depth: a date said beside it is read.
    expect(onTheCall('in May 2025, they had 10/32 then')).toBe('2025-05-01');
    // A holiday is its month.
    expect(onTheCall('Christmas 2024')).toBe('2024-12-01');
    expect(onTheCall('last Thanksgiving')).toBe('2026-11-01');
    expect(onTheCall('just before labor day 2025')).toBe('2025-09-01');
  });

  it('reads a price of four digits typed without a comma whole, and a year given to the price question as none', () => {
    expect(readClaimField('price_paid', '$1380 for the set of four')).toBe(345);
    expect(readClaimField('price_paid', '1140 for 4')).toBe(285);
    expect(readClaimField('price_paid', '$1075 each')).toBe(1075);
    expect(readClaimField('price_paid', '$1,380.40 for all four')).toBe(345.1);
    expect(readClaimField('price_paid', 'October 2025')).toBeUndefined();
    expect(readClaimField('price_paid', 'in 2025')).toBeUndefined();
    expect(readClaimField('price_paid', 'got them in October 2025, paid 176')).toBe(176);
  });

  it('reads no price in a currency claims are not paid in, and says why words are no value', () => {
    for (const other of ['£189', '€140 each', 'CA$205', '175 CAD', '160 pounds', 'about 150 euros'])
      expect(readClaimField('price_paid', other)).toBeUndefined();
    expect(readClaimField('price_paid', '$205 at Canadian Tire')).toBe(205);
    expect(readClaimField('price_paid', 'US$205')).toBe(205);
    expect(whyNotRead('price_paid', '€140 each')).toBe(
      'Claims are paid in US dollars, so I need the price in dollars.',
    );
    expect(whyNotRead('mileage_now', 'four years')).toBe('That is a length of time, not a number of miles.');
    expect(whyNotRead('tread_original_32nds', '11 or 12')).toBe(
      'I need one number; your best guess is fine.',
    );
    expect(whyNotRead('tyre_brand', 'Nexen or Nitto')).toBe('I need one brand; the sidewall has it.');
    const atLength = 'the shoulder wore through on the inside edge of the rear tyre '.repeat(20);
    expect(readClaimField('problem', atLength)).toBeUndefined();
    expect(whyNotRead('problem', atLength)).toBe(
      'That is more than a claim can keep: please say it in a few sentences, under 1,000 characters.',
    );
    // A comma that groups no thousands: cut short, or a decimal comma ("31,5" was 31 miles).
    for (const [field, typed] of [
      ['mileage_now', '47,3'],
      ['mileage_at_fitting', '8,25'],
      ['price_paid', '214,50'],
      ['miles_warranted', '55,0000'],
    ] as const) {
      expect(readClaimField(field, typed), typed).toBeUndefined();
      expect(whyNotRead(field, typed)).toMatch(/^I could not tell that number: please give it in full/);
    }
    expect(whyNotRead('mileage_now', '47,3')).toBe(
      'I could not tell that number: please give it in full, such as 31,500.',
    );
    expect(whyNotRead('price_paid', '214,50')).toBe(
      'I could not tell that number: please give it in full, with a point before the cents, such as 189.99.',
    );
    expect(readClaimField('mileage_at_fitting', 'fitted at 8,250, I think')).toBe(8250);
    // Words that are no value for no reason a caller can be told get none.
    expect(whyNotRead('mileage_now', 'lots')).toBeUndefined();
    expect(whyNotRead('dealer', 'four years')).toBeUndefined();
  });

  it('takes "I do not know" as an answer, and numbers as numbers', () => {
    expect(readClaimField('dot_number', 'I do not know')).toBeNull();
    for (const none of ['no dot', 'No DOT number', 'no d o t', 'no D.O.T. code'])
      expect(readClaimField('dot_number', none)).toBeNull();
    // Paid nothing: no price to prorate, which is not asked again; a price named with it is the price.
    for (const free of ['free', '$0', '0', 'nothing, it was a replacement', 'I did not pay for it'])
      expect(readClaimField('price_paid', free)).toBeNull();
    expect(readClaimField('price_paid', '$150, the fourth one was free')).toBe(150);
    expect(readClaimField('mileage_now', 'free')).toBeUndefined();
    // A brand the desk knows, said with when it was bought, is the brand.
    expect(readClaimField('tyre_brand', 'Michelin, got them last week')).toBe('Michelin');
    // A known brand typed a letter or two wrong is that brand; a word further from one is as typed.
    expect(readClaimField('tyre_brand', 'Michelan')).toBe('Michelin');
    // Years are no miles, and a tyre without a mileage warranty has none to give.
    expect(readClaimField('miles_warranted', '6 years')).toBeUndefined();
    expect(readClaimField('miles_warranted', '5 yr / 60k')).toBe(60_000);
    expect(readClaimField('miles_warranted', 'no mileage warranty')).toBeNull();
    expect(readClaimField('miles_warranted', 'unlimited, I think')).toBeNull();
    expect(readClaimField('miles_warranted', 'lifetime')).toBeNull();
    // Half a thousand said after the thousands is no half a mile.
    expect(readClaimField('mileage_now', 'about 37 and a half thousand')).toBe(37_500);
    expect(readClaimField('mileage_now', 'thirty seven and a half k')).toBe(37_500);
    expect(readClaimField('tyre_brand', 'they are hankok')).toBe('Hankook');
    expect(readClaimField('tyre_brand', 'Bridgestne')).toBe('Bridgestone');
    expect(readClaimField('tyre_brand', 'Genesis')).toBe('Genesis');
    // "Generic" tyres have no brand to name.
    expect(readClaimField('tyre_brand', 'generic')).toBeNull();
    expect(readClaimField('tyre_size', '35x12.50R20LT')).toBe('35x12.50R20');
    for (const unknown of [
      'dont remember',
      'no clue',
      "I can't remember",
      'cannot read it, worn off',
      'dunno',
      'idk',
      'idk tbh',
      'n/a',
    ])
      expect(readClaimField('tyre_brand', unknown)).toBeNull();
    expect(readClaimField('problem', 'no idea')).toBeNull();
    expect(readClaimField('problem', 'honestly I do not know')).toBeNull();
    // Said with what happened, however short, it is what went wrong.
    expect(readClaimField('problem', 'idk it just went flat')).toBe('idk it just went flat');
    expect(readClaimField('problem', 'not sure, its flat')).toBe('not sure, its flat');
    // Said at length, it is what went wrong.
    expect(readClaimField('problem', 'not sure why, but it keeps losing air overnight')).toBe(
      'not sure why, but it keeps losing air overnight',
    );
    // A yes or a filler is no dealer's name.
    expect(readClaimField('dealer', 'yes')).toBeUndefined();
    expect(readClaimField('dealer', 'um, the tyre')).toBeUndefined();
    expect(readClaimField('dealer', 'The Tire Shop')).toBe('The Tire Shop');
    expect(readClaimField('dealer', 'no')).toBeNull();
    expect(readClaimField('mileage_now', 42_000)).toBe(42_000);
    expect(readClaimField('caller_phone', 5551234567)).toBe('5551234567');
  });

  // The agent records what it read back; the claim reads that value again (voice.tools.ts).
  it.each([
    ['caller_name', "o'brien mcdonald"],
    ['caller_phone', '+44 20 7946 0958'],
    ['dealer', 'I bought them at city tyres'],
    ['tyre_size', 'two twenty five sixty five r seventeen'],
    ['dot_number', 'uniform two double lima, hotel four tango romeo, zero three one five'],
    ['dot_number', 'DOT 9JX7 KW3R 4823'],
    ['tread_remaining_32nds', '3 millimetres'],
    ['mileage_now', 'it has one seventy three thousand on it'],
    ['purchase_date', 'the twenty first of October twenty twenty three'],
    ['price_paid', 'one eighty nine ninety nine'],
  ] as const)('%s read from "%s" reads as itself when recorded', (field, said) => {
    const value = readClaimField(field, said);
    expect(value).toBeDefined();
    expect(readClaimField(field, value!)).toEqual(value);
  });

  it('prorates a claim by the claim form rule: tread depth first, then mileage', () => {
    expect(
      intakeProration({ tread_original_32nds: 10, tread_remaining_32nds: 6, miles_warranted: 1 }),
    ).toEqual({
      basis: 'tread',
      wornPercent: 50,
      creditPercent: 50,
    });
    expect(intakeProration({ mileage_at_fitting: 0, mileage_now: 50_000, miles_warranted: 80_000 })).toEqual({
      basis: 'mileage',
      wornPercent: 63,
      creditPercent: 37,
    });
  });
});

describe('a name spelled letter by letter', () => {
  it.each([
    ['r e y e s', 'Reyes'],
    ['R-E-Y-E-S', 'Reyes'],
    ['O, K, A, F, O, R.', 'Okafor'],
    ['d u double n', 'Dunn'],
    ['it is spelled b as in bravo l a k e', 'Blake'],
    ['my last name is k o w a l s k i', 'Kowalski'],
    ['Lindqvist', 'Lindqvist'],
    ['m c q u a r r i e', 'McQuarrie'],
  ])('"%s" is %s', (said, name) => {
    expect(readSpelledName(said)).toBe(name);
  });

  it.each(['', 'what', 'it is', 'r', 'r e 7 e s', 'the name is wrong'])('"%s" reads as nothing', (said) => {
    expect(readSpelledName(said)).toBeUndefined();
  });
});
