import { portalMessages, SECTION_LIMITS, type Section, sectionFileIds } from '@clientdock/shared';
import { BadRequest } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';

/** Sanitizes rich text and refuses references to files that are not in the portal. */
export function prepareSections(sections: Section[], portalFileIds: ReadonlySet<string>): Section[] {
  return sections.map((section) => {
    if (sectionFileIds(section).some((id) => !portalFileIds.has(id))) {
      throw new BadRequest(portalMessages.sectionFileUnknown(section.title));
    }
    if (section.type !== 'content') return section;
    const html = sanitizeRichText(section.html);
    // Cleaning adds rel and target to links, so a text just under the limit can end up over it.
    if (html.length > SECTION_LIMITS.html) throw new BadRequest(portalMessages.contentTooLong(section.title));
    return { ...section, html };
  });
}

/** Drops a deleted file from every section that showed it. */
export function withoutFile(sections: Section[], fileId: string): Section[] {
  return sections.map((section) => {
    if (section.type === 'hero' && section.imageFileId === fileId) return { ...section, imageFileId: null };
    if (section.type === 'gallery') return { ...section, fileIds: section.fileIds.filter((id) => id !== fileId) };
    if (section.type === 'files' && section.fileIds)
      return { ...section, fileIds: section.fileIds.filter((id) => id !== fileId) };
    return section;
  });
}
