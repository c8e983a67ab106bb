import {
  type PublicPortal,
  type PublicPortalResponse,
  portalPreviewModeSchema,
  publicPortalSchema,
  publicVisitorSchema,
} from '@clientdock/shared';
import { z } from 'zod';

// What a client is shown of a portal is one object for every view of a second (decision 0018): its JSON is
// made once per object, where the whole answer used to be encoded for every view. The visitor and preview parts
// differ per client and are encoded each time. The output is what the response schema's serializer gives.
const encodedPortals = new WeakMap<PublicPortal, string>();

export function serializePortalView(view: PublicPortalResponse): string {
  let portal = encodedPortals.get(view.portal);
  if (portal === undefined) {
    portal = JSON.stringify(z.encode(publicPortalSchema, view.portal));
    encodedPortals.set(view.portal, portal);
  }
  const visitor = JSON.stringify(z.encode(publicVisitorSchema, view.visitor));
  const preview =
    view.preview === undefined ? '' : `,"preview":${JSON.stringify(z.encode(portalPreviewModeSchema, view.preview))}`;
  return `{"portal":${portal},"visitor":${visitor}${preview}}`;
}
