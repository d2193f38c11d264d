import { readDashboardAnswer } from './dashboard-answer.ts';

/*
 * Reads the referral dashboard's answer with its contract (zod) in a worker (issue #31): on a slow
 * phone, loading the validator and its schemas is the longest task of the dashboard's load, and
 * here it runs while the answer is still on its way, without holding up the page.
 */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(message: unknown): void;
};
scope.addEventListener('message', (event) => scope.postMessage(readDashboardAnswer(event.data)));
