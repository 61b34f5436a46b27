import Bowser from 'bowser';

export interface DeviceLabel {
  browser: string;
  os: string;
  device?: string;
}

const major = (version: string | undefined): string | undefined => version?.split('.')[0] || undefined;
const joined = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' ');

/**
 * What the devices list says of a user agent: 'Chrome 131', 'iOS 18',
 * 'mobile'. Parsed when listed (not at sign-in), so a newer parser names
 * older sessions better too. macOS browsers freeze the version at 10.15.7
 * and Windows 11 reports 10, so those show the name (or Windows' own name) only.
 */
export function deviceLabel(userAgent: string | undefined): DeviceLabel {
  const unknown = { browser: 'Unknown browser', os: 'Unknown system' };
  if (!userAgent?.trim()) return unknown;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const osVersion = os.name === 'macOS' ? undefined : os.name === 'Windows' ? os.versionName : major(os.version);
  return {
    browser: browser.name ? joined(browser.name, major(browser.version)) : unknown.browser,
    os: os.name ? joined(os.name, osVersion) : unknown.os,
    ...(platform.type ? { device: platform.type } : {}),
  };
}

/**
 * A user agent as a reader names it: 'Chrome on macOS', 'Safari on iOS',
 * 'Firefox' when the system is not told; undefined when nothing is known
 * (no agent, or a script's). The data room's access log shows this instead
 * of the raw string.
 */
export function clientLabel(userAgent: string | undefined): string | undefined {
  if (!userAgent?.trim()) return undefined;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || undefined;
}

/** Longest place text kept (CloudFront's city names are far shorter). */
const MAX_PLACE_LENGTH = 100;

/**
 * The approximate place CloudFront tells from the viewer's address
 * ('Hyderabad, IN'), from its viewer headers when the distribution forwards
 * them; undefined otherwise. The address itself is never read here.
 */
export function viewerPlace(headers: Record<string, string | undefined>): string | undefined {
  const decode = (value: string | undefined) => {
    if (!value?.trim()) return undefined;
    try {
      return decodeURIComponent(value).trim();
    } catch {
      return value.trim();
    }
  };
  const place = [decode(headers['cloudfront-viewer-city']), decode(headers['cloudfront-viewer-country'])].filter(Boolean).join(', ');
  return place ? place.slice(0, MAX_PLACE_LENGTH) : undefined;
}
