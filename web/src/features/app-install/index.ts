/** The installable app: service worker registration, update and install notices, the offline session cache. */
export { startInstallableApp } from './start';
export { AppBanners } from './components/app-banners';
export { announceSession, clearOfflineMemberData } from './offline-session';
