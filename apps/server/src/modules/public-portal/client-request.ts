/** What a public route passes to the services about the client, and the cookies the services hand out. */
export interface ClientRequest {
  ip: string;
  userAgent: string | null;
  accessToken?: string;
  visitorCookie?: string;
  /** The creator's preview: from the preview cookie, or from the link's `?preview=` (then a bad one is refused). */
  previewToken?: string;
  previewFromLink?: boolean;
  /** Filled by services: cookies the route must set on the answer. */
  issued: {
    access?: { token: string; maxAgeSeconds: number };
    visitor?: string;
    preview?: { token: string; maxAgeSeconds: number };
  };
}
