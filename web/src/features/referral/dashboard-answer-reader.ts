import type { DashboardAnswerRead } from './dashboard-answer.ts';

export interface DashboardAnswerReader {
  read(body: unknown): Promise<DashboardAnswerRead>;
  /** Stops the worker; call once the answer is read or no longer wanted. */
  dispose(): void;
}

const inThisThread = async (body: unknown) =>
  (await import('./dashboard-answer.ts')).readDashboardAnswer(body);

/**
 * Reads the dashboard's answer with its contract in a worker (dashboard-answer.worker.ts), started
 * now so it loads zod while the answer is on its way: the page's own thread never runs the
 * validator, the longest task of the dashboard's load on a slow phone (issue #31). Where no worker
 * can start (an old browser, tests) or it fails, the same reading runs here instead.
 */
export function dashboardAnswerReader(): DashboardAnswerReader {
  let worker: Worker | undefined;
  try {
    worker =
      typeof Worker === 'undefined'
        ? undefined
        : new Worker(new URL('./dashboard-answer.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = undefined;
  }
  if (!worker) return { read: inThisThread, dispose: () => undefined };
  const started = worker;
  // A worker whose code could not load says so once, perhaps before the answer arrives.
  const failed = new Promise<never>((_resolve, reject) => {
    const fail = (event: Event) => {
      event.preventDefault();
      reject(new Error('The dashboard reader did not run'));
    };
    started.addEventListener('error', fail, { once: true });
    started.addEventListener('messageerror', fail, { once: true });
  });
  failed.catch(() => undefined);
  return {
    read(body) {
      const answer = new Promise<DashboardAnswerRead>((resolve) => {
        started.addEventListener(
          'message',
          (event: MessageEvent<DashboardAnswerRead>) => resolve(event.data),
          {
            once: true,
          },
        );
      });
      started.postMessage(body);
      return Promise.race([answer, failed]).catch(() => inThisThread(body));
    },
    dispose: () => started.terminate(),
  };
}
