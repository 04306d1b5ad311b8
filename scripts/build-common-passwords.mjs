// Builds server/features/auth/common-passwords.txt: the most common passwords of public breach
// studies and their usual padding (digits, years, '!') up to 12 characters and more, lower-cased,
// one per line. No download:
// run `node scripts/build-common-passwords.mjs` after editing the lists below.
import fs from 'node:fs';

const BASES = `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212
112233 123321 159753 987654321 11111111 88888888 555555 777777 999999 1q2w3e4r 1q2w3e4r5t
1qaz2wsx qwerty qwertyuiop qwerty123 qwe123 asdfgh asdfghjkl asdf1234 zxcvbnm zxcvbn azerty
qazwsx password passw0rd p@ssw0rd p@ssword pass1234 password1 admin admin123 administrator
root toor letmein welcome welcome1 login abc123 abcd1234 iloveyou iloveu loveyou lovely love
monkey dragon master shadow sunshine princess football baseball basketball soccer hockey
superman batman spiderman starwars pokemon freedom whatever trustno1 hello hello123 secret
changeme default guest test test123 testing user access access14 mustang michael jennifer
jordan jordan23 hunter ranger buster thomas robert charlie daniel andrew joshua matthew
jessica ashley amanda michelle nicole daniel1 liverpool chelsea arsenal barcelona manchester
harley hannah summer winter autumn spring flower flowers cookie chocolate cheese banana orange
apple computer internet google samsung nokia iphone matrix killer pepper ginger tigger
jackson maggie taylor yankees cowboys eagles lakers dallas austin boston london paris berlin
london1 america canada mexico brazil england germany france soccer1 family friends forever
blink182 metallica nirvana slipknot eminem beatles qwerty1 zaq12wsx 1qazxsw2 q1w2e3r4 q1w2e3r4t5
aa123456 a123456 abc12345 123abc 123qwe qweasd qweasdzxc asd123 zxc123 147258369 147258 159357
741852963 987654 password123 passwordpassword letmein1 welcome123 monkey123 dragon123 master123
sunshine1 princess1 football1 baseball1 iloveyou1 shadow1 superman1 batman1 trustno1 hello1
loveme lovelove babygirl baby angel angels butterfly purple pink blue green red black white
silver golden diamond crystal star stars sweet sweety sweetheart honey money dollar rich
jesus christ god heaven faith grace blessed church angel1 lucky lucky7 magic secret1 private
mypassword mypass yourpassword nopassword fuckyou fuckoff asshole bitch sexy hottie pussy
tyre tyres tire tires wheel wheels treaddesk warranty support helpdesk service customer
company business office manager computer1 desktop laptop server network system security
welcome2024 summer2024 winter2024 spring2024 autumn2024 january february march april may june
july august september october november december monday tuesday friday sunday weekend holiday
`;

const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '@123',
  '01',
  '69',
  '007',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '2020!',
  '2024!',
  '2025!',
  '2026!',
];

const DOUBLED_SUFFIXES = ['', '1', '123', '!'];

const bases = [
  ...new Set(
    BASES.split(/\s+/)
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  ),
];
const list = new Set(bases);
// Passwords are at least 12 characters: padded forms shorter than that are refused anyway.
for (const base of bases) {
  for (const suffix of SUFFIXES) {
    const doubled = DOUBLED_SUFFIXES.includes(suffix) ? [base + base + suffix] : [];
    for (const padded of [base + suffix, ...doubled]) {
      if (padded.length >= 12) list.add(padded);
    }
  }
}
const lines = [...list].sort();
fs.writeFileSync('server/features/auth/common-passwords.txt', `${lines.join('\n')}\n`);
process.stdout.write(`${lines.length} common passwords\n`);
