import { campaignReport } from '../shared/campaigns/manage-campaigns';
import { jsonText } from '../shared/http/response';
import { campaignReportGet } from '../shared/http/routes/campaigns';
import { campaignRecipientDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** GET /campaigns/{id}/report: text/csv, one line per recipient. */
export const handler = http(campaignReportGet, campaignRecipientDeps, async (req, deps) =>
  jsonText(200, await campaignReport(deps, { accountId: req.principal.accountId, id: req.params.id }), {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="campaign-${req.params.id}.csv"`,
  }),
);
