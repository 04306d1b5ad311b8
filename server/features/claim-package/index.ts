/** A ticket's claim package: the printable page's data and the PDF. */
export { claimPackageRoutes } from './claim-package.routes';
