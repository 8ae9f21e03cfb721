/** A target process stopped by SIGTERM or SIGINT (how wirecase stops a suite's target): closed by its own handle, then exits 0, or 1 if closing failed. */
export function stopOnSignals(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
