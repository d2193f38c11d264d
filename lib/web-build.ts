import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's build output, deployed to the site bucket when it exists at synth time. */
export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');
