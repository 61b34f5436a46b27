import QRCode from 'qrcode';
import type { MailAttachment } from '../../../../platform/mail/mime.js';

/**
 * The QR ticket as a PNG attachment: the same text My RSVPs draws (the
 * ticket code itself), so the door's scanner reads the mailed image too.
 */
export async function ticketAttachment(ticketCode: string): Promise<MailAttachment> {
  const content = await QRCode.toBuffer(ticketCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { filename: `ticket-${ticketCode.replace(/[^A-Za-z0-9-]/g, '')}.png`, contentType: 'image/png', content };
}
