import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { Stage } from './stage-config.ts';

export interface LogKeyProps {
  readonly stage: Stage;
}

/**
 * The key every log group of the stack is encrypted with (PCI DSS 3.2.1 asks for it; Lambda and
 * access logs carry caller IPs and e-mail addresses). CloudWatch Logs uses it on the groups' behalf,
 * and only for log groups of this account and Region (the encryption context names the group).
 */
export class LogKey extends Construct {
  public readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: LogKeyProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.key = new kms.Key(this, 'Key', {
      description: 'Encrypts the Quarter log groups',
      enableKeyRotation: true,
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': `arn:${stack.partition}:logs:${stack.region}:${stack.account}:log-group:*`,
          },
        },
      }),
    );
  }
}
