/** Data-request mails' data, by template name. */
export interface PrivacyMailData {
  /** The member's data export is ready to download (until `expiresAt`). */
  'export-ready': {
    memberName: string;
    /** Site path of the download: `/settings/privacy?export=<id>`. */
    link: string;
    expiresAt: string;
    timeZone?: string;
  };
}

/**
 * A data-request mail answers the member's own request under the law
 * (transactional): it is queued without the member's id, so no category
 * switch or unsubscribe link applies to it; `club` names it in the outbox.
 */
export const PRIVACY_MAILS = { 'export-ready': 'club' } as const satisfies { [T in keyof PrivacyMailData]: 'club' };
