import { type RefObject, useEffect } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { addReading, flushReading } from '../../lib/reading-tracker';

const TICK_MS = 1000;
/** A tick counts at most this long, so a throttled timer or a sleeping laptop adds no hours. */
const MAX_TICK_SECONDS = 2;
/** A page counts as the one being read when at least this much of it shows. */
const MIN_VISIBLE_PX = 80;

function visibleHeight(element: Element, frame: DOMRect): number {
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top, frame.top, 0);
  const bottom = Math.min(box.bottom, frame.bottom, window.innerHeight);
  return Math.max(0, bottom - top);
}

/** The PDF page that fills most of the screen, if one shows enough. */
function currentPage(root: HTMLElement): number | undefined {
  const frame = root.getBoundingClientRect();
  let best: { page: number; height: number } | undefined;
  for (const element of root.querySelectorAll<HTMLElement>('[data-page]')) {
    const height = visibleHeight(element, frame);
    if (height >= MIN_VISIBLE_PX && (!best || height > best.height))
      best = { page: Number(element.dataset.page), height };
  }
  return best?.page;
}

/**
 * While the file shows and the tab is visible, adds each second to what is in view: the PDF page read, the
 * video or audio playing (with how far it got), the image. What was gathered is sent when the preview closes.
 */
export function useReading(uuid: string, file: PublicFile, version: number, rootRef: RefObject<HTMLElement | null>) {
  const kind = fileKind(file.mime);
  const fileId = file.id;
  useEffect(() => {
    if (kind !== 'pdf' && kind !== 'video' && kind !== 'audio' && kind !== 'image') return;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const seconds = Math.min(MAX_TICK_SECONDS, (now - last) / 1000);
      last = now;
      const root = rootRef.current;
      if (!root || document.visibilityState !== 'visible') return;
      if (kind === 'pdf') {
        const page = currentPage(root);
        if (page) addReading(uuid, { fileId, version, kind: 'page', page, seconds });
      } else if (kind === 'image') {
        const image = root.querySelector('img');
        if (image && visibleHeight(image, root.getBoundingClientRect()) > 0) {
          addReading(uuid, { fileId, version, kind: 'image', seconds });
        }
      } else {
        const media = root.querySelector<HTMLMediaElement>('video, audio');
        if (media && !media.paused && !media.ended) {
          const duration = Number.isFinite(media.duration) ? media.duration : undefined;
          addReading(uuid, { fileId, version, kind: 'media', seconds, position: media.currentTime, duration });
        }
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      flushReading();
    };
  }, [uuid, fileId, version, kind, rootRef]);
}
