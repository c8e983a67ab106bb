import type { RecentEventRow } from './analytics.repository';

/** One line a person can read about an event, e.g. 'Dana downloaded "proof.pdf" from "Launch proofs"'. */
export function describeEvent(event: RecentEventRow): string {
  const who = event.visitorName || event.visitorEmail || 'A client';
  const portal = `"${event.portalName}"`;
  const file = event.fileName ? `"${event.fileName}"` : null;
  switch (event.type) {
    case 'view':
      return `${who} viewed ${portal}`;
    case 'download':
      return `${who} downloaded ${file ?? 'a file'} from ${portal}`;
    case 'comment':
      return file ? `${who} commented on ${file} in ${portal}` : `${who} commented in ${portal}`;
    case 'approval': {
      const target = file ?? (event.fileId ? 'a file' : 'a section');
      if (event.decision === 'approved') return `${who} approved ${target} in ${portal}`;
      if (event.decision === 'changes_requested') return `${who} requested changes to ${target} in ${portal}`;
      return `${who} answered an approval request in ${portal}`;
    }
    case 'form':
      return `${who} answered a form in ${portal}`;
    case 'upload':
      return `${who} sent a file in ${portal}`;
    case 'version':
      return `A new version of ${file ?? 'a file'} was published in ${portal}`;
    case 'resolution':
      return `A comment on ${file ?? 'a file'} was resolved in ${portal}`;
    case 'reply':
      return file ? `The team answered on ${file} in ${portal}` : `The team answered in ${portal}`;
    default:
      return `${who} was active in ${portal}`;
  }
}
