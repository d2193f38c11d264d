import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { Stage } from './stage-config.ts';

/**
 * Key and index names of the one table. They mirror functions/adapters/db/table-schema.ts (the
 * repositories and DynamoDB Local use that file); test/infra asserts both agree.
 */
export const tableLayout = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'ttl',
} as const;

export interface DataProps {
  readonly stage: Stage;
}

/** The product's single DynamoDB table, encrypted with its own rotating key, streamed for realtime. */
export class Data extends Construct {
  public readonly table: dynamodb.Table;
  public readonly key: kms.Key;
  /** ARNs of the GSIs, so grants name each index instead of `index/*`. */
  public readonly indexArns: readonly string[];

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.key = new kms.Key(this, 'TableKey', {
      description: 'Encrypts the Quarter table and its stream',
      enableKeyRotation: true,
      removalPolicy,
    });

    const string = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableLayout.partitionKey, type: string },
      sortKey: { name: tableLayout.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: tableLayout.ttlAttribute,
      deletionProtection: prod,
      removalPolicy,
    });
    for (const index of tableLayout.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.indexArns = tableLayout.indexes.map((index) => `${this.table.tableArn}/index/${index.indexName}`);
  }
}
