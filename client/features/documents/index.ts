// The documents feature's public surface (used by the resources page).
export { DocumentCards, DocumentCardsView } from './components/DocumentCards';
export type { DocumentData } from './components/DocumentCard';
