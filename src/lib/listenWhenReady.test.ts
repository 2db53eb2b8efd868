import { listenWhenReady } from './listenWhenReady';

describe('listenWhenReady', () => {
  it('starts the listener once ready, and its stop function stops it', async () => {
    const stopListener = vi.fn();
    const listen = vi.fn(() => stopListener);
    const stop = listenWhenReady(Promise.resolve('db'), listen, vi.fn());
    await Promise.resolve();
    expect(listen).toHaveBeenCalledWith('db');
    stop();
    expect(stopListener).toHaveBeenCalledTimes(1);
  });

  it('never starts a listener stopped before it was ready', async () => {
    const listen = vi.fn(() => vi.fn());
    const stop = listenWhenReady(Promise.resolve('db'), listen, vi.fn());
    stop();
    await Promise.resolve();
    expect(listen).not.toHaveBeenCalled();
  });

  it('hands a failure to get ready to onError', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    listenWhenReady(Promise.reject(failure), vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
