import { describe, expect, it } from 'vitest';
import { outputOf } from '../../../scripts/admin/cloudformation';

const ANSWER = `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/">
  <DescribeStacksResult>
    <Stacks>
      <member>
        <StackName>SmsMessaging-dev</StackName>
        <Outputs>
          <member>
            <Description>Base URL of the API (/api/v1)</Description>
            <OutputKey>ApiUrl</OutputKey>
            <OutputValue>https://abc.execute-api.af-south-1.amazonaws.com/dev/api/v1</OutputValue>
          </member>
          <member>
            <OutputValue>SmsMessaging-dev-DataTable&amp;1A2B-XYZ</OutputValue>
            <OutputKey>TableName</OutputKey>
          </member>
        </Outputs>
        <Tags/>
      </member>
    </Stacks>
  </DescribeStacksResult>
</DescribeStacksResponse>`;

describe('outputOf (DescribeStacks XML)', () => {
  it('finds an output by key whatever the order of its elements, unescaping XML', () => {
    expect(outputOf(ANSWER, 'TableName')).toBe('SmsMessaging-dev-DataTable&1A2B-XYZ');
    expect(outputOf(ANSWER, 'ApiUrl')).toBe('https://abc.execute-api.af-south-1.amazonaws.com/dev/api/v1');
  });

  it('answers undefined for a missing output or a stack without outputs', () => {
    expect(outputOf(ANSWER, 'QueueUrl')).toBeUndefined();
    expect(outputOf('<DescribeStacksResponse><Stacks><member/></Stacks></DescribeStacksResponse>', 'TableName')).toBe(
      undefined,
    );
  });
});
