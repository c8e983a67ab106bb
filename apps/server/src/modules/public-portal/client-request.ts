/** What a public route passes to the services about the client, and the cookies the services hand out. */
export interface ClientRequest {
  ip: string;
  userAgent: string | null;
  accessToken?: string;
  visitorCookie?: string;
  /** Filled by services: cookies the route must set on the answer. */
  issued: { access?: { token: string; maxAgeSeconds: number }; visitor?: string };
}
