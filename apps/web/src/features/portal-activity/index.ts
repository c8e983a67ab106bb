export { PortalActivity } from './components/portal-activity';
export { ReadingSummary } from './components/reading-summary';
