import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeWildcards } from './nag.ts';
import type { Stage } from './stage-config.ts';

/** Key prefix of ID documents (functions/services/launch-request: idDocumentPrefix). */
export const idDocumentPrefix = 'id-documents/';

export interface UploadsProps {
  readonly stage: Stage;
  /** The key that also seals BVN and bank details: ID documents are as sensitive. */
  readonly key: kms.IKey;
  readonly logBucket: s3.IBucket;
}

/**
 * The private bucket browsers upload ID documents to with a presigned POST (UPLOAD_BUCKET). The POST
 * policy a Lambda signs fixes key, type, size and expiry; nothing here is ever public.
 */
export class Uploads extends Construct {
  public readonly bucket: s3.Bucket;
  /** https://<bucket>.s3.<region>.amazonaws.com, the origin the browser posts to. */
  public readonly origin: string;
  private readonly key: kms.IKey;

  constructor(scope: Construct, id: string, props: UploadsProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    this.key = props.key;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: props.key,
      bucketKeyEnabled: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: prod,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // CORS only lets the page read S3's answer; the signed POST policy is what authorises an upload.
      // The site's own origin cannot be named here without a cycle (the site's CSP names this bucket).
      cors: [
        { allowedMethods: [s3.HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // Dev holds test documents only: `cdk destroy` empties the bucket so it can go with the stack.
      autoDeleteObjects: !prod,
    });
    this.origin = `https://${this.bucket.bucketRegionalDomainName}`;
    Validations.of(this.bucket).acknowledge({
      id: 'PCI.DSS.321-S3BucketReplicationEnabled',
      reason:
        'ID documents stay in the stack Region: a replica would double where sensitive documents live; prod versions the bucket against deletion',
    });
    if (!prod)
      Validations.of(this.bucket).acknowledge({
        id: 'PCI.DSS.321-S3BucketVersioningEnabled',
        reason: 'The dev stage holds test documents only and is torn down; prod versions this bucket',
      });
  }

  /**
   * Sign presigned POSTs for ID documents and check what arrived (HeadObject is authorised by
   * s3:GetObject); S3 encrypts the upload with the key on the signer's behalf.
   */
  grantIdDocuments(role: iam.IRole): void {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [this.bucket.arnForObjects(`${idDocumentPrefix}*`)],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['kms:GenerateDataKey'], resources: [this.key.keyArn] }),
    );
    acknowledgeWildcards(role, [
      {
        finding: /^Resource::<UploadsBucket[0-9A-F]+\.Arn>\/id-documents\/\*$/,
        reason:
          'Each ID document gets a random key under its resume token; the grant is limited to that prefix',
      },
    ]);
  }

  /**
   * Sign short-lived download links to ID documents for staff: GetObject under the prefix, and
   * kms:Decrypt because S3 decrypts the object with the key on the signer's behalf.
   */
  grantReadIdDocuments(role: iam.IRole): void {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${idDocumentPrefix}*`)],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['kms:Decrypt'], resources: [this.key.keyArn] }),
    );
    acknowledgeWildcards(role, [
      {
        finding: /^Resource::<UploadsBucket[0-9A-F]+\.Arn>\/id-documents\/\*$/,
        reason:
          "Staff open any launch request's ID document; each sits under its resume token in this prefix",
      },
    ]);
  }
}
