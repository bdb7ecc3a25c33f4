/**
 * Builds the stack the way bin/app.ts does (same cdk.json feature flags) and reads intent back out of the template.
 * Bundling is skipped unless asked for: asset staging then points at the source instead of running esbuild, and
 * nothing asserted here (runtime, architecture, memory, timeout, handler, environment, IAM) depends on the bundle.
 * test/cdk/bundling.test.ts runs the real esbuild bundling.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { PROJECT_ROOT } from '../../lib/function';
import { SmsMessagingStack, type SmsMessagingStackProps } from '../../lib/stack';

const TEST_STAGE = 'test';
/** A stand-in for dashboard/dist (index.html and one hashed asset): the CDK tests never run Vite. */
export const DASHBOARD_FIXTURE = join(PROJECT_ROOT, 'test', 'cdk', 'fixtures', 'dashboard-dist');

const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8'),
).context;

export interface BuildOptions {
  /** Run esbuild for every function (slow). */
  bundle?: boolean;
}

function buildApp(options: BuildOptions = {}): App {
  return new App({
    outdir: mkdtempSync(join(tmpdir(), 'sms-cdk-test-')),
    context: { ...cdkJsonContext, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
}

export function buildStack(props: Partial<SmsMessagingStackProps> = {}, options: BuildOptions = {}) {
  const app = buildApp(options);
  const stack = new SmsMessagingStack(app, `SmsMessaging-${props.stage ?? TEST_STAGE}`, {
    stage: TEST_STAGE,
    env: { account: '111111111111', region: 'af-south-1' },
    dashboard: { distPath: DASHBOARD_FIXTURE },
    ...props,
  });
  return { app, stack };
}

export function synth(props: Partial<SmsMessagingStackProps> = {}) {
  const { app, stack } = buildStack(props);
  return { app, stack, template: templateOf(stack) };
}

/**
 * The stack's template with the resources of its nested stacks (the routes' functions, lib/route-areas.ts) merged in,
 * so an assertion sees every resource of the stage whichever stack holds it.
 */
export function templateOf(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON();
  const resources = { ...parent.Resources };
  for (const child of stack.node.findAll()) {
    if (!(child instanceof NestedStack) || child === stack) continue;
    Object.assign(resources, Template.fromStack(child).toJSON().Resources);
  }
  return Template.fromJSON({ ...parent, Resources: resources });
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
export type Json = any;

export interface CfnResource {
  Type: string;
  Properties: Json;
}

export function resourcesOf(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

/** Logical id of the Lambda function named sms-<stage>-<handlerId>. */
export function functionLogicalId(template: Template, handlerId: string, stage = TEST_STAGE): string {
  const name = `sms-${stage}-${handlerId}`;
  const match = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(
    ([, fn]) => fn.Properties.FunctionName === name,
  );
  if (!match) throw new Error(`No function named ${name}`);
  return match[0];
}

export function functionProps(template: Template, handlerId: string): Json {
  return resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(template, handlerId)]!.Properties;
}

/** Every statement of the identity policies attached to a function's role. */
export function roleStatements(template: Template, handlerId: string): Json[] {
  const roleId = functionProps(template, handlerId).Role['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as Json[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[]);
}

export function actionsOf(statements: Json[]): Set<string> {
  return new Set(statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])));
}

/** Full path of every API Gateway resource, by logical id ("" is the root). */
export function resourcePaths(template: Template): Map<string, string> {
  const resources = resourcesOf(template, 'AWS::ApiGateway::Resource');
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const resource = resources[id];
    if (!resource) throw new Error(`Unknown API resource ${id}`);
    const parent = resource.Properties.ParentId;
    const parentPath = parent['Fn::GetAtt'] ? '' : pathOf(parent.Ref);
    const path = `${parentPath}/${resource.Properties.PathPart}`;
    paths.set(id, path);
    return path;
  };
  for (const id of Object.keys(resources)) pathOf(id);
  return paths;
}

/** The API Gateway method serving method + full path, or undefined. */
export function findMethod(template: Template, httpMethod: string, fullPath: string): Json | undefined {
  const paths = resourcePaths(template);
  return Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).find(
    (m) =>
      m.Properties.HttpMethod === httpMethod &&
      m.Properties.ResourceId.Ref !== undefined &&
      paths.get(m.Properties.ResourceId.Ref) === fullPath,
  )?.Properties;
}

/** Every policy statement anywhere in the template (identity, resource and key policies), with where it sits. */
export function allStatements(template: Template): { resource: string; type: string; statement: Json }[] {
  const found: { resource: string; type: string; statement: Json }[] = [];
  const walk = (node: Json, resource: string, type: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, resource, type);
    } else if (node && typeof node === 'object') {
      if (Array.isArray(node.Statement)) {
        for (const statement of node.Statement) found.push({ resource, type, statement });
      }
      for (const value of Object.values(node)) walk(value, resource, type);
    }
  };
  for (const [id, resource] of Object.entries(template.toJSON().Resources as Record<string, CfnResource>)) {
    walk(resource.Properties, id, resource.Type);
  }
  return found;
}
