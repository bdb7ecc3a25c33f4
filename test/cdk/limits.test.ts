import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { areaOf } from '../../lib/route-areas';
import { routes } from '../../lib/routes';
import { buildStack } from './helpers';

/** CloudFormation refuses a stack (a nested one included) of more than 500 resources. */
const CLOUDFORMATION_RESOURCE_LIMIT = 500;
const HEADROOM = 50;

describe('stack size', () => {
  const { stack } = buildStack();
  const count = (s: import('aws-cdk-lib').Stack) => Object.keys(Template.fromStack(s).toJSON().Resources).length;
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);

  it(`keeps the parent stack ${HEADROOM} resources under CloudFormation's limit of ${CLOUDFORMATION_RESOURCE_LIMIT}`, () => {
    const parent = count(stack);
    // When this fails, move more into nested stacks (lib/route-areas.ts) rather than raising the bar.
    expect(parent, `${parent} resources in the parent for ${routes.length} routes`).toBeLessThan(
      CLOUDFORMATION_RESOURCE_LIMIT - HEADROOM,
    );
  });

  it('keeps every nested stack (the functions of one area of routes, the dashboard site) under the limit too', () => {
    // One per area of routes, and the dashboard's site (lib/dashboard-site.ts).
    expect(nested.length).toBe(new Set(routes.map(areaOf)).size + 1);
    for (const child of nested) {
      const n = count(child);
      expect(n, `${child.node.path}: ${n} resources`).toBeLessThan(CLOUDFORMATION_RESOURCE_LIMIT - HEADROOM);
    }
  });
});
