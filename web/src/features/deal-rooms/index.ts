import { lazy } from 'react';

/**
 * The deal rooms feature's public API. The room page and Investor Corner's
 * lists load on first render: Investor Corner's cards import this index for
 * opening a deal, and a static page here would ride into their chunk.
 */
export const DealRoomPage = lazy(() => import('./components/deal-room-page').then(({ DealRoomPage }) => ({ default: DealRoomPage })));
export const DealRoomsSection = lazy(() => import('./components/deal-rooms-section').then(({ DealRoomsSection }) => ({ default: DealRoomsSection })));
export { useOpenDeal } from './api/open-deal';
