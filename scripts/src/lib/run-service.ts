/**
 * Runs a long-lived command: a start-up error prints one line and exits 1
 * (no stack trace for a missing Java or a taken port); Ctrl-C or SIGTERM
 * stops what it started, children included, then exits.
 */
export function runService(start: () => Promise<{ stop(): Promise<void> }>): void {
  start()
    .then((service) => {
      let stopping = false;
      const stop = async () => {
        if (stopping) return;
        stopping = true;
        console.log('\nStopping...');
        await service.stop();
        process.exit(0);
      };
      process.on('SIGINT', () => void stop());
      process.on('SIGTERM', () => void stop());
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
