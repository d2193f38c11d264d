import { App, Validations } from 'aws-cdk-lib';
import { EdgeStack } from '../lib/edge-stack.ts';
import { nagPacks } from '../lib/nag.ts';
import { QuarterStack } from '../lib/stack.ts';
import { readStageConfig } from '../lib/stage-config.ts';

const app = new App();
// `npm run deploy` sets QUARTER_DEPLOY=1, so a missing SES identity is refused before CloudFormation
// is asked (a plain `cdk deploy` is refused by the template's own rule: lib/ses-identity-guard.ts).
// A configuration mistake prints its sentence, not a stack trace.
let config: ReturnType<typeof readStageConfig>;
try {
  config = readStageConfig(app.node, { deploying: process.env.QUARTER_DEPLOY === '1' });
} catch (error: unknown) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// A custom domain's certificate and web ACL must live in us-east-1, whatever the product's Region.
const edge = config.domainName
  ? new EdgeStack(app, `Quarter-${config.stage}-edge`, {
      env: { account: config.account, region: 'us-east-1' },
      domainName: config.domainName,
      hostedZone: config.hostedZone,
    })
  : undefined;

// One stack per stage (`-c stage=prod`), pinned to an account and region so synth needs no lookups.
new QuarterStack(app, `Quarter-${config.stage}`, {
  config,
  edge,
  crossRegionReferences: edge !== undefined,
  env: { account: config.account, region: config.region },
  description: `Quarter launch platform (${config.stage})`,
  terminationProtection: config.stage === 'prod',
});

// cdk-nag 3 runs as policy-validation plugins (AwsSolutions, Serverless, PCI DSS 3.2.1): any
// unacknowledged error or warning fails synth. Acknowledgements (Validations.of(x).acknowledge) sit
// beside each resource with their reason.
Validations.of(app).addPlugins(...nagPacks(app));
