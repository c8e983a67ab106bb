import type { AppContext } from '../../app-context';

/** Where a client opens a portal: the address creators share, in mails and the dashboard. */
export function shareUrl(ctx: AppContext, uuid: string): string {
  return `${ctx.config.publicUrl}/portal/${uuid}`;
}
