import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Stage } from './stage-config.ts';

export interface AccessLogsProps {
  readonly stage: Stage;
}

/** Where CloudFront and the buckets write their access logs. */
export class AccessLogs extends Construct {
  public readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      // Versioned in prod so a log cannot be overwritten or deleted unseen (PCI DSS 10.5); old versions
      // go when the logs themselves would.
      versioned: prod,
      lifecycleRules: [
        {
          expiration: Duration.days(prod ? 365 : 30),
          noncurrentVersionExpiration: prod ? Duration.days(365) : undefined,
        },
      ],
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !prod,
    });
    Validations.of(this.bucket).acknowledge(
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket; logging it into itself would loop',
      },
      {
        id: 'PCI.DSS.321-S3DefaultEncryptionKMS',
        reason: 'S3 server access logs can be delivered only to a bucket encrypted with SSE-S3, not SSE-KMS',
      },
      {
        id: 'PCI.DSS.321-S3BucketReplicationEnabled',
        reason:
          'Logs of a single-Region product; a copy in a second Region would outlive nothing it describes',
      },
    );
    if (!prod)
      Validations.of(this.bucket).acknowledge({
        id: 'PCI.DSS.321-S3BucketVersioningEnabled',
        reason: 'The dev stage is torn down with its logs; prod versions this bucket',
      });
  }
}
