import { App, Validations } from 'aws-cdk-lib';
import { nagPacks } from '../lib/nag.ts';
import { QuarterStack } from '../lib/stack.ts';
import { readStageConfig } from '../lib/stage-config.ts';

const app = new App();
const config = readStageConfig(app.node);

// One stack per stage (`-c stage=prod`), pinned to an account and region so synth needs no lookups.
new QuarterStack(app, `Quarter-${config.stage}`, {
  config,
  env: { account: config.account, region: config.region },
  description: `Quarter launch platform (${config.stage})`,
  terminationProtection: config.stage === 'prod',
});

// cdk-nag 3 runs as policy-validation plugins (AwsSolutions, Serverless, PCI DSS 3.2.1): any
// unacknowledged error or warning fails synth. Acknowledgements (Validations.of(x).acknowledge) sit
// beside each resource with their reason.
Validations.of(app).addPlugins(...nagPacks(app));
