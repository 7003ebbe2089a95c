/** Resolves with `work`'s value, but never sooner than `ms` after the call (SPEC §4, §9: 200 ms). */
export async function withMinimumDelay<T>(work: Promise<T>, ms: number): Promise<T> {
  const [value] = await Promise.all([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
  return value;
}
