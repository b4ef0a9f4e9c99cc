// The applications feature's public surface (used by the resources page).
export { ApplicationCards, ApplicationCardsView } from './components/ApplicationCards';
export type { ApplicationData } from './components/ApplicationCard';
