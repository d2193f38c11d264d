import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type AppProps } from 'aws-cdk-lib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The context `cdk synth` reads from cdk.json: the feature flags above all, which change resources
 * and logical ids. A test App built without them would check a template nobody deploys.
 */
export const cdkJsonContext: Readonly<Record<string, unknown>> = (
  JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

/** An App with cdk.json's context, then `props.context` on top (as `-c key=value` would be). */
export function newApp(props: AppProps = {}): App {
  return new App({ ...props, context: { ...cdkJsonContext, ...props.context } });
}
