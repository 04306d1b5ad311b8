/** The public pages under test, with what each must show. */
export const LANDING_PAGES = [
  { name: 'home', path: '/', heading: /Hire an AI/ },
  { name: 'political', path: '/political', heading: 'Reach every voter with a conversation, not a robocall' },
  {
    name: 'consumerportfolio',
    path: '/consumerportfolio',
    heading: 'A loan assistant your borrowers can simply call',
  },
  { name: 'bloomjoy', path: '/bloomjoy', heading: 'Order flowers by phone, any hour, with our AI florist' },
] as const;

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
