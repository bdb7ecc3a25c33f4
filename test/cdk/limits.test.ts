import { describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes';
import { synth } from './helpers';

/** CloudFormation refuses a stack of more than 500 resources; one route costs about eight. */
const CLOUDFORMATION_RESOURCE_LIMIT = 500;
const HEADROOM = 50;

describe('stack size', () => {
  it(`stays ${HEADROOM} resources under CloudFormation's limit of ${CLOUDFORMATION_RESOURCE_LIMIT}`, () => {
    const { template } = synth();
    const count = Object.keys(template.toJSON().Resources).length;
    // When this fails, split the API into nested stacks by area (lib/routes-*.ts) rather than raising the bar.
    expect(count, `${count} resources for ${routes.length} routes`).toBeLessThan(
      CLOUDFORMATION_RESOURCE_LIMIT - HEADROOM,
    );
  });
});
