import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Imports a module of the product if its file exists (colleagues' parts land while the runtime is
 * used), and only when called, so process.env is complete before the module reads it.
 */
export async function importIfPresent<T>(relativeToLocal: string): Promise<T | undefined> {
  const url = new URL(relativeToLocal, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  return (await import(pathToFileURL(fileURLToPath(url)).href)) as T;
}
