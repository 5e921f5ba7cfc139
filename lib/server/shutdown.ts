/**
 * What the process must do before it exits (stop the webhook worker, close the database), registered by the
 * parts that start them and run once by server.mjs after it has drained its requests. Kept on globalThis
 * under a well-known symbol, the only way server.mjs (plain JavaScript) and the Next.js bundles share it.
 */
const KEY = Symbol.for('intuition-docs.shutdown');

type Task = () => Promise<void>;
interface Registry {
  tasks: Task[];
  run: () => Promise<void>;
}

function registry(): Registry {
  const store = globalThis as Record<symbol, Registry | undefined>;
  let found = store[KEY];
  if (!found) {
    const tasks: Task[] = [];
    let running: Promise<void> | undefined;
    found = {
      tasks,
      // Later registrations run first: what was started last (the worker) stops before what it uses (the db).
      run: () =>
        (running ??= (async () => {
          for (const task of [...tasks].reverse()) {
            await task().catch((error: unknown) => console.error('shutdown step failed', error));
          }
        })()),
    };
    store[KEY] = found;
  }
  return found;
}

export function onShutdown(task: Task): void {
  registry().tasks.push(task);
}

export function runShutdown(): Promise<void> {
  return registry().run();
}
