// The creator's views of what clients did (docs/api/client-portal.md, "Creator side").
export type {
  Approval as ActivityApproval,
  CreatorComment as ActivityComment,
  FormResponse,
  PortalVisitor as PortalVisitorRow,
} from '@clientdock/shared';

/** Just enough of the portal to name files and form fields. */
export interface ActivityPortalInfo {
  sections: { id: string; type: string; title?: string; fields?: { id: string; label: string }[] }[];
}

export interface ActivityFile {
  id: string;
  name: string;
}
