export { PortalAnalytics } from './components/portal-analytics';
