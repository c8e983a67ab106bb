import type { PublicFileVersion } from '@clientdock/shared';
import { useId } from 'react';
import { formatDate } from '@/lib/format';

export function versionLabel(version: PublicFileVersion, latest: number): string {
  return version.version === latest
    ? `Version ${version.version} (latest)`
    : `Version ${version.version} · ${formatDate(version.uploadedAt)}`;
}

interface VersionSwitcherProps {
  versions: PublicFileVersion[];
  latest: number;
  shown: number;
  onChange: (version: number) => void;
}

/** Which version of the file the preview shows; newest first, each with the creator's note as its tooltip. */
export function VersionSwitcher({ versions, latest, shown, onChange }: VersionSwitcherProps) {
  const id = useId();
  return (
    <span className="cp-version-select">
      <label htmlFor={id} className="cp-sr-only">
        Version
      </label>
      <select id={id} value={shown} onChange={(event) => onChange(Number(event.target.value))}>
        {[...versions].reverse().map((version) => (
          <option key={version.version} value={version.version} title={version.note ?? undefined}>
            {versionLabel(version, latest)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Shown above the preview while an older version is on screen. */
export function OlderVersionNotice({
  shown,
  latest,
  onShowLatest,
}: {
  shown: number;
  latest: number;
  onShowLatest: () => void;
}) {
  return (
    <div className="cp-alert cp-alert--info cp-version-notice" role="status">
      <p className="cp-grow">
        You are looking at version {shown}. Version {latest} is the latest.
      </p>
      <button type="button" className="cp-btn cp-btn--small cp-btn--outlined" onClick={onShowLatest}>
        Show latest
      </button>
    </div>
  );
}

/** What changed in the version on screen, in the creator's words. */
export function VersionNote({ version }: { version: PublicFileVersion | undefined }) {
  if (!version?.note) return null;
  return (
    <p className="cp-body2 cp-muted cp-version-note">
      <strong>What changed in version {version.version}:</strong> {version.note}
    </p>
  );
}
