/**
 * Loading on demand that recovers from a failed fetch (widget/ui/retryable-import.ts) and the widget's toasts that
 * wait for the toaster's code (widget/ui/toast-queue.ts), with a loader whose every attempt the test settles.
 */
import { retryableImport } from '@/widget/ui/retryable-import';
import { createToastQueue } from '@/widget/ui/toast-queue';

/** A loader whose attempts stay pending until the test resolves or rejects them, in order. */
function controlledLoader<T>() {
  const attempts: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      attempts.push({ resolve, reject });
    });
  return { load, attempts };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('retryableImport', () => {
  const cases: { outcomes: ('ok' | 'fail')[]; attempts: number; last: 'ok' | 'fail' }[] = [
    { outcomes: ['ok'], attempts: 1, last: 'ok' },
    { outcomes: ['fail', 'ok'], attempts: 2, last: 'ok' },
    { outcomes: ['fail', 'fail', 'ok'], attempts: 3, last: 'ok' },
    { outcomes: ['fail', 'fail'], attempts: 2, last: 'fail' },
    // A success is kept: later calls do not fetch again.
    { outcomes: ['ok', 'ok', 'ok'], attempts: 1, last: 'ok' },
  ];
  it.each(cases)(
    'calls after outcomes $outcomes fetch $attempts time(s)',
    async ({ outcomes, attempts, last }) => {
      const loader = controlledLoader<string>();
      const load = retryableImport(loader.load);
      let result: 'ok' | 'fail' = 'fail';
      for (const outcome of outcomes) {
        const started = loader.attempts.length;
        const call = load();
        // A new attempt is settled with this outcome; a call that started none gets the kept code.
        if (loader.attempts.length > started) {
          const attempt = loader.attempts.at(-1)!;
          if (outcome === 'ok') attempt.resolve('code');
          else attempt.reject(new Error('Failed to load chunk'));
        }
        result = await call.then(
          () => 'ok' as const,
          () => 'fail' as const,
        );
      }
      expect(loader.attempts).toHaveLength(attempts);
      expect(result).toBe(last);
    },
  );

  it('shares one attempt between the calls made while it is in flight, its failure included', async () => {
    const loader = controlledLoader<string>();
    const load = retryableImport(loader.load);
    const calls = [load(), load(), load()];
    expect(loader.attempts).toHaveLength(1);
    loader.attempts[0]!.reject(new Error('offline'));
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const again = load();
    expect(loader.attempts).toHaveLength(2);
    loader.attempts[1]!.resolve('code');
    await expect(again).resolves.toBe('code');
  });
});

describe('the toasts waiting for the toaster', () => {
  type Code = { made: string[] };
  const setup = () => {
    const loader = controlledLoader<Code>();
    const failures: unknown[] = [];
    const queue = createToastQueue<Code>(loader.load, (error) => failures.push(error));
    const code: Code = { made: [] };
    const toast = (text: string) => queue.show((c) => c.made.push(text));
    return { loader, failures, queue, code, toast };
  };

  it('are shown once each, in the order asked for, when the code arrives; later ones at once', async () => {
    const { loader, queue, code, toast } = setup();
    toast('a');
    toast('b');
    toast('c');
    expect(loader.attempts).toHaveLength(1);
    expect(code.made).toEqual([]);
    loader.attempts[0]!.resolve(code);
    await settled();
    expect(code.made).toEqual(['a', 'b', 'c']);
    toast('d');
    expect(code.made).toEqual(['a', 'b', 'c', 'd']); // synchronously: nothing waits any more
    expect(loader.attempts).toHaveLength(1);
    expect(queue.requested.get()).toBe(true);
  });

  it('are not lost when the fetch fails: the next toast fetches again and shows them all, in order', async () => {
    const { loader, failures, queue, code, toast } = setup();
    const changes: boolean[] = [];
    queue.requested.subscribe(() => changes.push(queue.requested.get()));
    toast('a');
    toast('b');
    loader.attempts[0]!.reject(new Error('Failed to load chunk'));
    await settled();
    expect(failures).toHaveLength(1); // one failed attempt, one warning, whatever waited for it
    expect(code.made).toEqual([]);
    toast('c');
    expect(loader.attempts).toHaveLength(2);
    loader.attempts[1]!.resolve(code);
    await settled();
    expect(code.made).toEqual(['a', 'b', 'c']);
    expect(changes).toEqual([true, false, true]);
  });

  it('waiting are dropped by a dismissal, as those on screen are dismissed', async () => {
    const { loader, queue, code, toast } = setup();
    const dismissAll = (c: Code) => c.made.push('dismissed');
    toast('a');
    queue.dismiss(dismissAll);
    toast('b');
    loader.attempts[0]!.resolve(code);
    await settled();
    expect(code.made).toEqual(['b']);
    queue.dismiss(dismissAll);
    expect(code.made).toEqual(['b', 'dismissed']);
  });

  it('load() alone (the idle prefetch) asks once and shows what waited', async () => {
    const { loader, queue, code, toast } = setup();
    void queue.load();
    toast('a');
    void queue.load();
    expect(loader.attempts).toHaveLength(1);
    loader.attempts[0]!.resolve(code);
    await settled();
    expect(code.made).toEqual(['a']);
  });
});
