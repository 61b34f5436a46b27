/** @jsxRuntime automatic */
import { formatDate } from '@club/shared';
import type { DealRoomMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';

type Data = DealRoomMailData['room-shared'];

export const roomSharedSubject = ({ founderName, dealTitle }: Data) => `${founderName} shared the data room of ${dealTitle} with you`;

/** To the grantee: the room is open to them, viewing (and downloading, when allowed) until a day. */
export function RoomShared(props: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const { memberName, founderName, dealTitle, canDownload, expiresOn, link, siteUrl, unsubscribeUrl } = props;
  return (
    <Layout preview={roomSharedSubject(props)} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>A data room shared with you</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {founderName} shared the data room of {dealTitle} with you: you may {canDownload ? 'view and download its files' : 'view its files'} until{' '}
        {formatDate(expiresOn, 'UTC', { weekday: false })}. Every copy you open is stamped with your name.
      </Para>
      <Action href={`${siteUrl}${link}`}>Open the data room</Action>
    </Layout>
  );
}
