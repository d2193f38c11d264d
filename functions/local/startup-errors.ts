/** A start-up failure the developer can fix; its message is one line and is printed without a stack. */
export class LocalStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LocalStartError';
  }
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n').find((line) => line.trim() !== '') ?? text).trim();
}

export function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'EADDRINUSE';
}

export function busyPortMessage(port: number): string {
  return `Port ${port} is busy: stop the other process or run PORT=${port + 1} npm start`;
}
