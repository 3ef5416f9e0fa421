/**
 * One timer for every running clock on the page: each label subscribes, and the ticker runs only
 * while someone listens.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

export function subscribeSecond(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const l of [...listeners]) l();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
