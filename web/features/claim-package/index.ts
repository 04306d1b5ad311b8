export { ClaimBlock, PackageHeading, Rows } from './PackageParts';
export { PackagePhotos } from './PackagePhotos';
export { useClaimPackage } from './use-claim-package';
