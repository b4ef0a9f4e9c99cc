// The documents feature's public surface (used by the resources page).
export { DocumentCards, documentsKind } from './components/document-cards';
export type { DocumentData } from './components/DocumentCard';
