/**
 * Runs `run` once per key and shares the promise: a one-time token (email or lead
 * verification) must not be spent twice when React mounts an effect twice (StrictMode).
 */
export function oncePerKey<T>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key) => {
    let promise = started.get(key);
    if (!promise) {
      promise = run(key);
      started.set(key, promise);
      // Forget it after a while so a later visit (new attempt) asks the server again.
      const forget = () => setTimeout(() => started.delete(key), 10_000);
      promise.then(forget, forget);
    }
    return promise;
  };
}
