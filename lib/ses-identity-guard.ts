import { Annotations, CfnParameter, CfnRule, Fn, type Stack } from 'aws-cdk-lib';
import { SES_IDENTITY_PLACEHOLDER, SES_IDENTITY_REQUIRED, type StageConfig } from './stage-config.ts';

/**
 * A template synthesised without `-c sesIdentity=...` (a newcomer's `npm run synth`) names a
 * placeholder sender that nobody can receive a sign-in code from. It still synthesises, so it can be
 * read and tested; deploying it is refused by CloudFormation itself, before any resource changes,
 * with the same sentence `npm run deploy` gives at synth: a template rule whose assertion holds only
 * when the deployer says, on purpose, that a stack without mail is what they want.
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/rules-section-structure.html
 */
export function guardPlaceholderSesIdentity(stack: Stack, config: StageConfig): void {
  if (!config.sesIdentityPlaceholder) return;
  Annotations.of(stack).addWarningV2(
    'quarter:placeholder-ses-identity',
    `No -c sesIdentity=...: the template sends from the placeholder ${SES_IDENTITY_PLACEHOLDER} and will not deploy.`,
  );
  const override = new CfnParameter(stack, 'DeployWithoutSesIdentity', {
    type: 'String',
    default: 'no',
    allowedValues: ['no', 'yes'],
    description: `Synthesised without an SES identity (placeholder ${SES_IDENTITY_PLACEHOLDER}): "yes" deploys a stack that cannot send mail`,
  });
  new CfnRule(stack, 'SesIdentityIsReal', {
    assertions: [
      {
        assert: Fn.conditionEquals(override.valueAsString, 'yes'),
        assertDescription: SES_IDENTITY_REQUIRED,
      },
    ],
  });
}
