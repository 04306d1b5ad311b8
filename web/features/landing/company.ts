/** The company behind the product, as the legal texts name it. */
export const COMPANY = {
  name: 'TreadDesk, Inc.',
  product: 'TreadDesk',
  addressLines: ['1200 Firestone Parkway, Suite 400', 'Akron, OH 44301', 'United States'],
  email: 'legal@treaddesk.com',
  effectiveDate: 'January 1, 2025',
} as const;
