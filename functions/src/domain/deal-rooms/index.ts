/** The deal-rooms feature's public API to other domain features (they import it only through this file). */
export {
  DEAL_NOT_FOUND,
  NO_ROOM_ACCESS,
  ONLY_FOUNDER,
  type DealAccess,
  type GrantState,
  grantState,
  indiaDay,
  loadDealAccess,
  requireFounder,
  requireViewer,
  roomAccessOf,
  roomOpen,
} from './access.js';
export { dealFiguresWrite, ensureDeal } from './deals.js';
