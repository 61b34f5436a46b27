/** @jsxRuntime automatic */
import { formatDateTime } from '@club/shared';
import type { PrivacyMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';

export type ExportReadyProps = PrivacyMailData['export-ready'] & { siteUrl: string; unsubscribeUrl?: string };

export const exportReadySubject = (): string => 'Your data export is ready';

/** Sent when the data-requests job has written the member's export. */
export function ExportReady({ memberName, link, expiresAt, timeZone, siteUrl }: ExportReadyProps) {
  return (
    <Layout preview="Your data export is ready to download">
      <Title>Your data export is ready</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        The copy of everything the club stores about you that you asked for is ready: a ZIP with one JSON and one CSV file per kind of data, and a README that
        says what each holds. Download it before {formatDateTime(expiresAt, timeZone ?? 'Asia/Kolkata')}; after that it is deleted and you can ask for a new
        one.
      </Para>
      <Para>You need to be signed in to download it. If you did not ask for this export, reply to this mail.</Para>
      <Action href={`${siteUrl}${link}`}>Download your data</Action>
    </Layout>
  );
}
