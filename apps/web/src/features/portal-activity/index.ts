export { PortalActivity } from './components/portal-activity';
