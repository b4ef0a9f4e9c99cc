// The applications feature's public surface (used by the resources page).
export { ApplicationCards, applicationsKind } from './components/application-cards';
export type { ApplicationData } from './components/ApplicationCard';
