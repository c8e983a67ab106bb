/** When the privacy, cookie and terms texts last changed (US date format, as everywhere in the app). */
export const LEGAL_UPDATED = '11/23/2026';
