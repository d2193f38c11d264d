import type { Logger } from './logger.ts';

/** Undo steps, run newest first, when start-up fails half way or the product stops. */
export class Teardown {
  private readonly steps: Array<{ name: string; run: () => Promise<void> }> = [];

  add(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  async run(log: Logger): Promise<void> {
    const steps = this.steps.splice(0).reverse();
    for (const step of steps) {
      await step.run().catch((error: unknown) => log.error(`stopping ${step.name} failed`, error));
    }
  }
}
