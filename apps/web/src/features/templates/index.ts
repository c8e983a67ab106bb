// The templates feature's public face: what the portal editor, creator profiles and admin screens use.
export { LayoutThumbnail } from './components/layout-thumbnail';
export { SaveAsTemplateButton } from './components/save-as-template-button';
export { RatingLine } from './components/template-badges';
export { TemplateCard } from './components/template-card';
export { TemplateRowCard, TemplateStatusChip } from './components/template-row-card';
export { categoryLabel, priceLabel } from './lib/labels';
