export { PeriodSelect } from './components/period-select';
export { PortalAnalytics } from './components/portal-analytics';
export { PERIOD_LABELS, periodFrom } from './lib/periods';
