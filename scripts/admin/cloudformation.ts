/**
 * Reads one output of a deployed CloudFormation stack (DescribeStacks over the Query API, signed with SigV4) without
 * a CloudFormation SDK client: the credentials and hash come from an SDK client the caller already has.
 */
import { request } from 'node:https';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';

export async function stackOutput(client: DynamoDBClient, region: string, stackName: string, key: string) {
  const hostname = `cloudformation.${region}.amazonaws.com`;
  const body = new URLSearchParams({
    Action: 'DescribeStacks',
    Version: '2010-05-15',
    StackName: stackName,
  }).toString();
  const signer = new SignatureV4({
    service: 'cloudformation',
    region,
    credentials: client.config.credentials,
    sha256: client.config.sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname,
    path: '/',
    query: {},
    headers: { host: hostname, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body,
  });
  const { status, text } = await post(hostname, signed.headers, body);
  if (status !== 200) {
    const message = /<Message>([\s\S]*?)<\/Message>/.exec(text)?.[1] ?? `HTTP ${status}`;
    throw new Error(`CloudFormation DescribeStacks ${stackName} in ${region}: ${message}`);
  }
  const value = outputOf(text, key);
  if (value === undefined) throw new Error(`Stack ${stackName} in ${region} has no output ${key}`);
  return value;
}

/** The value of output `key` in a DescribeStacks XML answer (the first stack's). */
export function outputOf(xml: string, key: string): string | undefined {
  const outputs = /<Outputs>([\s\S]*?)<\/Outputs>/.exec(xml)?.[1] ?? '';
  for (const member of outputs.split('<member>').slice(1)) {
    if (/<OutputKey>([\s\S]*?)<\/OutputKey>/.exec(member)?.[1]?.trim() !== key) continue;
    const value = /<OutputValue>([\s\S]*?)<\/OutputValue>/.exec(member)?.[1]?.trim();
    return value === undefined ? undefined : unescapeXml(value);
  }
  return undefined;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

function post(hostname: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ hostname, method: 'POST', path: '/', headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`No answer from ${hostname}`)));
    req.on('error', reject);
    req.end(body);
  });
}
