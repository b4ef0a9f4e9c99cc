// The applications feature's public surface (used by the resources page).
export { ApplicationCards, applicationsKind } from './components/ApplicationCards';
export type { ApplicationData } from './components/ApplicationCard';
