/**
 * Data at rest: the single DynamoDB table (built from lib/tables.ts), the KMS key that encrypts vendor credentials and
 * the Secrets Manager secret holding the token-signing keys.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { mainTable, type TableDefinition } from './tables';

export interface DataStoreProps {
  readonly stage: string;
  /** Production keeps its data: deletion protection and RemovalPolicy.RETAIN on the table, key and secret. */
  readonly retainData: boolean;
  readonly tableDefinition?: TableDefinition;
  /** The table's (and each index's) on-demand ceiling in request units a second (context `tableMaxRequestUnits`). */
  readonly maxRequestUnits?: { reads: number; writes: number };
}

/**
 * Default ceiling: 40,000 read and write units a second, about 3,000 accepted sends a second (docs/capacity.md: an
 * accepted send writes about 12 units); raise it (context `tableMaxRequestUnits`) before the traffic needs it.
 */
export const DEFAULT_MAX_REQUEST_UNITS = { reads: 40_000, writes: 40_000 };

export class DataStore extends Construct {
  readonly table: Table;
  readonly vendorKey: Key;
  readonly signingKeys: Secret;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);
    const def = props.tableDefinition ?? mainTable;
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const ceiling = props.maxRequestUnits ?? DEFAULT_MAX_REQUEST_UNITS;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
      sortKey: { name: def.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttlAttribute,
      // AWS-managed key: encrypted at rest without kms:* grants on every function that touches the table.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.retainData,
      removalPolicy,
      // A cost ceiling on on-demand throughput: a runaway or a flood is throttled here rather than billed.
      maxReadRequestUnits: ceiling.reads,
      maxWriteRequestUnits: ceiling.writes,
    });
    for (const index of def.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
        maxReadRequestUnits: ceiling.reads,
        maxWriteRequestUnits: ceiling.writes,
      });
    }

    this.vendorKey = new Key(this, 'VendorCredentialsKey', {
      description: `SMS messaging (${props.stage}): encrypts SMS vendor credentials stored in the table`,
      alias: `alias/sms-${props.stage}/vendor-credentials`,
      enableKeyRotation: true,
      removalPolicy,
    });

    // Bootstrap value only: a generated 64-character secret under the kid "bootstrap", so the first deployment can
    // issue tokens. Rotation is an operator procedure (add a new kid, make it active, remove the old kid once every
    // token signed with it has expired); see docs/decisions/0004-cdk-nag-acknowledgements.md.
    this.signingKeys = new Secret(this, 'SigningKeys', {
      description: `SMS messaging (${props.stage}): token-signing keys (JSON, by kid)`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ activeKid: 'bootstrap' }),
        generateStringKey: 'bootstrap',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy,
    });
    Validations.of(this.signingKeys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Signing keys are rotated by an operator procedure with kid overlap (new kid added and made active, old kid ' +
        'kept until its tokens expire); a Secrets Manager rotation Lambda would replace the value and invalidate every ' +
        'token still in flight.',
    });
  }
}
