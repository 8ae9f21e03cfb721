/** Runs `jobs` at most `limit` at a time; one promise per job, settled when that job ends. */
export function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T>[] {
  const settle: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const promises = jobs.map((): Promise<T> => new Promise<T>((resolve, reject) => settle.push({ resolve, reject })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      try {
        settle[i]!.resolve(await jobs[i]!());
      } catch (error) {
        settle[i]!.reject(error);
      }
    }
  };
  for (let w = 0; w < Math.min(limit, jobs.length); w++) void worker();
  return promises;
}
