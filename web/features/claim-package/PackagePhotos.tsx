import { attachedTo, formatTimestamp, type ClaimPackage } from '@domain/claim-package';
import { ATTACHMENT_TYPES } from '@domain/file-types';
import { PackageHeading } from './PackageParts';

/** The photos at print size, two to a row; other files listed by name. */
export function PackagePhotos({ pkg }: { pkg: ClaimPackage }) {
  const photos = pkg.attachments.filter((file) => file.viewUrl !== null);
  const others = pkg.attachments.filter((file) => file.viewUrl === null);
  return (
    <section aria-label="Photos and documents">
      <PackageHeading>Photos and documents</PackageHeading>
      {pkg.attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos or documents attached.</p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {photos.map((file) => (
          <figure key={file.id} className="break-inside-avoid rounded-md border border-border p-1">
            <img src={file.viewUrl!} alt={file.fileName} className="mx-auto max-h-72 w-auto object-contain" />
            <figcaption className="mt-1 text-xs text-muted-foreground">
              {file.fileName} · {attachedTo(pkg, file)} · {formatTimestamp(file.createdAt)}
            </figcaption>
          </figure>
        ))}
      </div>
      {others.length > 0 ? (
        <ul className="mt-3 text-sm" aria-label="Other files">
          {others.map((file) => (
            <li key={file.id}>
              <a
                href={file.contentUrl}
                className="text-primary hover:underline"
                target="_blank"
                rel="noopener"
              >
                {file.fileName}
              </a>{' '}
              <span className="text-muted-foreground">
                · {ATTACHMENT_TYPES[file.contentType].label} · {attachedTo(pkg, file)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
