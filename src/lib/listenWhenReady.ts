/**
 * Starts a listener once what it needs is ready (a lazily loaded module, an SDK instance), and
 * answers at once the function that stops it: called before it is ready, the listener never
 * starts. A failure to get ready goes to `onError`, as the listener's own errors would.
 */
export function listenWhenReady<T>(
  ready: Promise<T>,
  listen: (value: T) => () => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  ready.then((value) => {
    if (!stopped) stop = listen(value);
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}
