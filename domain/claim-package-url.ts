/** The claim package as a PDF; its own file so the tickets list links to it without the package's schemas. */
export const claimPackagePdfUrl = (ticketId: number) => `/api/tickets/${ticketId}/claim-package.pdf`;
