import type { PublicFileVersion } from '@clientdock/shared';
import { useEffect, useState } from 'react';
import { useFileVersions } from '../../api/file-versions';
import type { PublicFile } from '../../api/types';
import { markVersionsSeen } from '../../lib/seen-versions';
import { usePortal } from '../portal-context';

export interface ShownVersion {
  /** Oldest first; empty while loading and for a file with one version. */
  versions: PublicFileVersion[];
  latest: number;
  shown: number;
  show: (version: number) => void;
  /** The file as the preview should draw it: the chosen version's bytes, type and size. */
  shownFile: PublicFile;
  shownVersion: PublicFileVersion | undefined;
}

const withVersion = (url: string, version: number) => `${url}${url.includes('?') ? '&' : '?'}version=${version}`;

/** The version a preview dialog shows: the latest unless the client picks another. */
export function useShownVersion(file: PublicFile): ShownVersion {
  const { uuid } = usePortal();
  const versions = useFileVersions(uuid, file.id, file.version);
  // null follows the latest, also when a newer version arrives while the preview is open.
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked ?? file.version;
  const list = versions.data ?? [];
  const shownVersion = list.find((version) => version.version === shown);

  useEffect(() => {
    markVersionsSeen(uuid, [file]);
  }, [uuid, file]);

  const shownFile: PublicFile =
    shownVersion && shown !== file.version
      ? {
          ...file,
          version: shownVersion.version,
          mime: shownVersion.mime,
          size: shownVersion.size,
          sha256: shownVersion.sha256,
          uploadedAt: shownVersion.uploadedAt,
          previewUrl: shownVersion.previewUrl,
          downloadUrl: file.downloadUrl ? withVersion(file.downloadUrl, shownVersion.version) : null,
          thumbnailUrl: null,
          versionNote: shownVersion.note,
        }
      : file;
  const show = (version: number) => setPicked(version === file.version ? null : version);
  return { versions: list, latest: file.version, shown, show, shownFile, shownVersion };
}
