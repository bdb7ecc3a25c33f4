/**
 * Data at rest: the single DynamoDB table (built from lib/tables.ts), the KMS key that encrypts vendor credentials and
 * the Secrets Manager secret holding the token-signing keys.
 *
 * The table has point-in-time recovery. A stage can also run on a table it does not own (context `tableName`): a table
 * restored from a backup or a point in time, which the stack then uses but never creates, changes or deletes
 * (docs/recovery.md).
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
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
  /**
   * Use this existing table instead of creating one: the table restored by scripts/restore-table.ts. Its key schema
   * and indexes must be those of the definition (a restore keeps them); PITR, TTL and deletion protection are set on
   * it by the script, not by the stack.
   */
  readonly existingTableName?: string;
  /**
   * The change stream of that existing table (context `tableStreamArn`; scripts/recovery.ts turns it on and prints
   * it): the webhook events are derived from it (docs/decisions/1010).
   */
  readonly existingTableStreamArn?: string;
}

/**
 * Default ceiling: 40,000 read and write units a second, about 3,000 accepted sends a second (docs/capacity.md: an
 * accepted send writes about 12 units); raise it (context `tableMaxRequestUnits`) before the traffic needs it.
 */
export const DEFAULT_MAX_REQUEST_UNITS = { reads: 40_000, writes: 40_000 };

export class DataStore extends Construct {
  readonly table: ITable;
  /** Whether the table is the stack's own (false: an existing, restored table named by context). */
  readonly ownsTable: boolean;
  readonly vendorKey: Key;
  readonly signingKeys: Secret;
  /** Verify's code key (decision 1701): codes are hashed and their SMS sealed with keys derived from it. */
  readonly verifyKey: Secret;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);
    const def = props.tableDefinition ?? mainTable;
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const ceiling = props.maxRequestUnits ?? DEFAULT_MAX_REQUEST_UNITS;

    this.ownsTable = !props.existingTableName;
    this.table = props.existingTableName
      ? Table.fromTableAttributes(this, 'Table', {
          tableName: props.existingTableName,
          grantIndexPermissions: true,
          ...(props.existingTableStreamArn ? { tableStreamArn: props.existingTableStreamArn } : {}),
        })
      : this.ownTable(def, props.retainData, removalPolicy, ceiling);

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
    this.verifyKey = new Secret(this, 'VerifyCodeKey', {
      description: `SMS messaging (${props.stage}): the key verification codes are hashed and their SMS sealed with`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(this.verifyKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the verification code key invalidates the codes pending (10 minutes at most) and the sealed texts ' +
        'not yet handed over; an operator rotates it at a quiet time (decision 1701), not a rotation Lambda.',
    });
    Validations.of(this.signingKeys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Signing keys are rotated by an operator procedure with kid overlap (new kid added and made active, old kid ' +
        'kept until its tokens expire); a Secrets Manager rotation Lambda would replace the value and invalidate every ' +
        'token still in flight.',
    });
  }

  private ownTable(
    def: TableDefinition,
    retainData: boolean,
    removalPolicy: RemovalPolicy,
    ceiling: { reads: number; writes: number },
  ): Table {
    const table = new Table(this, 'Table', {
      partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
      sortKey: { name: def.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttlAttribute,
      // Every write with its item before and after: the webhook events' source (docs/decisions/1010).
      stream: StreamViewType[def.stream],
      // AWS-managed key: encrypted at rest without kms:* grants on every function that touches the table.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: retainData,
      removalPolicy,
      // A cost ceiling on on-demand throughput: a runaway or a flood is throttled here rather than billed.
      maxReadRequestUnits: ceiling.reads,
      maxWriteRequestUnits: ceiling.writes,
    });
    for (const index of def.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
        maxReadRequestUnits: ceiling.reads,
        maxWriteRequestUnits: ceiling.writes,
      });
    }
    return table;
  }
}
