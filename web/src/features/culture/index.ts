/** The cultural concierge feature's public API: the only module of it app/ and other features import. */
export { CulturalConciergePage } from './components/cultural-concierge-page';
