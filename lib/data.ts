import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import {
  globalIndexes,
  streamViewType,
  tableKeys,
  ttlAttribute,
} from '../functions/adapters/db/table-schema.ts';
import type { Stage } from './stage-config.ts';

export interface DataProps {
  readonly stage: Stage;
}

/**
 * The product's single DynamoDB table, with the keys and indexes functions/adapters/db/table-schema.ts
 * declares (the same constants create the local table), encrypted with its own rotating key and
 * streamed for realtime.
 */
export class Data extends Construct {
  public readonly table: dynamodb.Table;
  public readonly key: kms.Key;
  /** FIELD_KEY_ID: seals BVN and bank details field by field, and the ID document bucket. */
  public readonly sensitiveKey: kms.Key;
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

    this.sensitiveKey = new kms.Key(this, 'SensitiveDataKey', {
      description: 'Encrypts BVN and bank details field by field, and uploaded ID documents',
      enableKeyRotation: true,
      removalPolicy,
    });

    const string = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: string },
      sortKey: { name: tableKeys.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      stream: dynamodb.StreamViewType[streamViewType],
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: prod,
      removalPolicy,
    });
    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.indexArns = globalIndexes.map((index) => `${this.table.tableArn}/index/${index.indexName}`);
  }
}
