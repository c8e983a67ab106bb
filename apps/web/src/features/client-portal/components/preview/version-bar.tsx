import { lazy, Suspense, useState } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { Icon } from '../ui/icons';
import type { ShownVersion } from './use-shown-version';
import { OlderVersionNotice, VersionNote } from './version-switcher';

// Compare is code a client needs only when they ask for it: its own chunk, fetched on the first click.
const CompareView = lazy(() => import('../compare/compare-view'));
const COMPARABLE = new Set(['image', 'pdf', 'video']);

/** Above the preview: what changed in the version on screen, the way back to the latest, and Compare. */
export function VersionBar({ file, view }: { file: PublicFile; view: ShownVersion }) {
  const [isComparing, setIsComparing] = useState(false);
  const canCompare = view.versions.length > 1 && COMPARABLE.has(fileKind(file.mime));
  const isOlder = view.shown !== view.latest;
  if (view.versions.length < 2) return null;
  return (
    <div className="cp-version-bar">
      {isOlder && (
        <OlderVersionNotice shown={view.shown} latest={view.latest} onShowLatest={() => view.show(view.latest)} />
      )}
      <div className="cp-row cp-row--wrap" style={{ justifyContent: 'space-between', gap: 8 }}>
        <div className="cp-grow">
          <VersionNote version={view.shownVersion} />
        </div>
        {canCompare && (
          <button type="button" className="cp-btn cp-btn--outlined cp-btn--small" onClick={() => setIsComparing(true)}>
            <Icon name="Compare" size={18} />
            Compare versions
          </button>
        )}
      </div>
      {isComparing && (
        <Suspense fallback={null}>
          <CompareView
            file={file}
            versions={view.versions}
            initial={[view.shown === view.latest ? view.latest - 1 : view.shown, view.latest]}
            onClose={() => setIsComparing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
