/** One line per event on stderr; quiet mode (tests) keeps only errors. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function createLogger(quiet: boolean): Logger {
  return {
    info(message) {
      if (!quiet) console.log(`[local] ${message}`);
    },
    error(message, error) {
      console.error(`[local] ${message}${error === undefined ? '' : `: ${describe(error)}`}`);
    },
  };
}
