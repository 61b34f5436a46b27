/** Debian's Chromium (`apt-get install -y chromium`), or the one CHROMIUM_PATH names: the browser tests, the bench's Lighthouse runs and the icon renderer all drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox or GPU in a container, and no background traffic (nothing is fetched at run time). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
