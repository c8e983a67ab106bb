import type { PublicFileVersion } from '@clientdock/shared';
import { lazy, Suspense, useId, useState } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { useIsPhone } from '../../lib/use-is-phone';
import { Skeleton } from '../ui/alert';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import './compare.css';
import ImageCompare from './image-compare';
import VideoCompare from './video-compare';

// pdf.js is the heaviest part and only PDFs need it.
const PdfCompare = lazy(() => import('./pdf-compare'));

interface CompareViewProps {
  file: PublicFile;
  /** Oldest first. */
  versions: PublicFileVersion[];
  initial: [number, number];
  onClose: () => void;
}

function VersionPick({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: PublicFileVersion[];
  value: number;
  onChange: (version: number) => void;
}) {
  const id = useId();
  return (
    <span className="cp-compare-pick">
      <label htmlFor={id} className="cp-caption cp-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Two versions of a file next to each other (or one over the other), kept in step. Escape closes it. */
export default function CompareView({ file, versions, initial, onClose }: CompareViewProps) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const [picked, setPicked] = useState<[number, number]>(initial);
  const [mode, setMode] = useState<'side' | 'wipe'>('side');
  const [onPhone, setOnPhone] = useState<0 | 1>(1);
  const find = (version: number) => versions.find((item) => item.version === version) ?? versions.at(-1)!;
  const pair: [PublicFileVersion, PublicFileVersion] = [find(picked[0]), find(picked[1])];
  const kinds = pair.map((version) => fileKind(version.mime));
  const kind = kinds[0] === kinds[1] ? kinds[0] : 'mixed';
  const only = isPhone && !(kind === 'image' && mode === 'wipe') && kind !== 'video' ? onPhone : null;

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="cp-dialog--compare">
      <div className="cp-dialog-head cp-compare-head">
        <h2 id={titleId} className="cp-subtitle cp-grow cp-nowrap" title={file.name}>
          Compare versions <span className="cp-muted">· {file.name}</span>
        </h2>
        <button type="button" className="cp-icon-btn" onClick={onClose} aria-label="Close comparison">
          <Icon name="Close" />
        </button>
      </div>
      <div className="cp-compare-tools">
        <VersionPick
          label="First version"
          versions={versions}
          value={pair[0].version}
          onChange={(version) => setPicked([version, picked[1]])}
        />
        <VersionPick
          label="Second version"
          versions={versions}
          value={pair[1].version}
          onChange={(version) => setPicked([picked[0], version])}
        />
        {kind === 'image' && (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset.
          <div className="cp-toggle" role="group" aria-label="How to compare">
            <button type="button" aria-pressed={mode === 'side'} onClick={() => setMode('side')}>
              Side by side
            </button>
            <button type="button" aria-pressed={mode === 'wipe'} onClick={() => setMode('wipe')}>
              Wipe
            </button>
          </div>
        )}
        {only !== null && (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset.
          <div className="cp-toggle" role="group" aria-label="Version on screen">
            {pair.map((version, index) => (
              <button
                key={version.version}
                type="button"
                aria-pressed={onPhone === index}
                onClick={() => setOnPhone(index as 0 | 1)}
              >
                Version {version.version}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="cp-dialog-body cp-compare-body">
        {kind === 'image' && (
          <ImageCompare
            key={`${pair[0].version}-${pair[1].version}`}
            name={file.name}
            pair={pair}
            mode={mode}
            only={only}
          />
        )}
        {kind === 'pdf' && (
          <Suspense fallback={<Skeleton shape="box" width="100%" height={480} />}>
            <PdfCompare key={`${pair[0].version}-${pair[1].version}`} name={file.name} pair={pair} only={only} />
          </Suspense>
        )}
        {kind === 'video' && (
          <VideoCompare key={`${pair[0].version}-${pair[1].version}`} name={file.name} pair={pair} />
        )}
        {kind !== 'image' && kind !== 'pdf' && kind !== 'video' && (
          <p className="cp-body2 cp-muted">
            These two versions are different kinds of file and cannot be shown side by side.
          </p>
        )}
      </div>
    </Dialog>
  );
}
