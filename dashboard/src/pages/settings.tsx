import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import type { VendorSettings } from '../api/types';
import { ErrorMessage, Loading, PageHeading, When } from '../components/ui';

/** The account's settings: the SMS vendor for now (spend limits, webhooks and security join as their issues land). */
export default function Settings() {
  const vendor = useQuery({ queryKey: ['sms-vendor'], queryFn: () => get<VendorSettings>('/settings/sms-vendor') });
  return (
    <>
      <PageHeading title="Settings">Settings</PageHeading>
      <section className="card" aria-labelledby="vendor-heading">
        <h2 id="vendor-heading">SMS vendor</h2>
        {vendor.isPending ? (
          <Loading what="the vendor settings" />
        ) : vendor.isError ? (
          <ErrorMessage error={vendor.error} />
        ) : vendor.data.configured ? (
          <dl className="facts">
            <dt>Provider</dt>
            <dd>{vendor.data.provider}</dd>
            <dt>Sender id</dt>
            <dd>{vendor.data.senderId ?? 'The vendor’s default'}</dd>
            <dt>Configured</dt>
            <dd>
              <When iso={vendor.data.configuredAt} />
            </dd>
          </dl>
        ) : (
          <p>No SMS vendor is configured: sends answer “vendor not configured” until one is.</p>
        )}
      </section>
    </>
  );
}
