/**
 * Where the API is documented: the base URL, how each half authenticates, and the OpenAPI document every stage serves
 * (the local stack also renders it at /docs).
 */
import { PageHeading } from '../components/ui';

export default function ApiReference() {
  const base = `${window.location.origin}/api/v1`;
  return (
    <>
      <PageHeading title="API reference">API reference</PageHeading>
      <section className="card" aria-labelledby="api-base">
        <h2 id="api-base">Base URL</h2>
        <p>
          <code>{base}</code>
        </p>
        <dl className="facts">
          <dt>Public API</dt>
          <dd>
            Send and read messages from your own systems with an API key in the <code>X-API-Key</code> header (create
            one under API keys): <code>POST /public/sms/send</code>, <code>GET /public/sms/{'{id}'}</code>.
          </dd>
          <dt>Platform API</dt>
          <dd>
            Everything this dashboard does, with a bearer token from <code>POST /auth/login</code> (it lasts 15 minutes;{' '}
            <code>POST /auth/refresh</code> renews it).
          </dd>
          <dt>Twilio-compatible</dt>
          <dd>
            Code written for Twilio's Messages API works with the base URL <code>{base}/twilio</code>.
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="api-document">
        <h2 id="api-document">The document</h2>
        <p>
          Every operation, its parameters, answers and errors, grouped by job, in OpenAPI 3.1:{' '}
          <a href="/api/v1/openapi.json">openapi.json</a>. On the local stack it is also rendered at{' '}
          <a href="/docs">/docs</a>.
        </p>
      </section>
    </>
  );
}
