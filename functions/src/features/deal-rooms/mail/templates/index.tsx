/** @jsxRuntime automatic */
import type { DealRoomMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { RoomShared, roomSharedSubject } from './room-shared.js';

export const dealRoomRenderers: Renderers<DealRoomMailData> = {
  'room-shared': async (data, context) => ({
    subject: roomSharedSubject(data),
    ...(await renderParts(<RoomShared {...data} {...context} />)),
    attachments: [],
  }),
};
