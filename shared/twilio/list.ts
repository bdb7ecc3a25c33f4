/**
 * GET .../Messages.json in Twilio's words: its filters (To, From, DateSent, DateSent<, DateSent>) and its paging
 * (PageSize 1 to 1000, default 50; Page, the index the client keeps; PageToken, our list cursor), answered as Twilio's
 * list page with `next_page_uri` (null on the last page) relative to the compatible API's base.
 */
import type { MessageRecord } from '../messages/message';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import { TwilioError } from './errors';
import { accountPath, sentAtOf, type TwilioMessage, twilioMessageOf } from './resource';

export interface ListParams {
  To?: string;
  From?: string;
  DateSent?: string;
  'DateSent<'?: string;
  'DateSent>'?: string;
  PageSize?: string;
  Page?: string;
  PageToken?: string;
}

const invalid = (name: string, value: string) =>
  new TwilioError(400, 20422, `Invalid parameter: ${name} '${value}' is not valid`);

/** A day (YYYY-MM-DD) of a DateSent filter; Twilio also accepts a full date-time, of which the day is taken. */
function dayOf(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  const parsed = match ? match[1] : Number.isNaN(Date.parse(value)) ? undefined : new Date(value).toISOString();
  if (!parsed) throw invalid(name, value);
  return parsed.slice(0, 10);
}

function integer(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(name, value);
  return n;
}

export interface ListPlan {
  pageSize: number;
  page: number;
  cursor?: string;
  keep?: (m: MessageRecord) => boolean;
}

/** The page to read and the filter to keep, from the query; Twilio's 400 for a malformed parameter. */
export function listPlan(params: ListParams): ListPlan {
  const pageSize = integer('PageSize', params.PageSize, 1, 1000, 50);
  const page = integer('Page', params.Page, 0, 1_000_000, 0);
  const to = params.To === undefined ? undefined : (normaliseSouthAfricanMobile(params.To) ?? params.To);
  const on = dayOf('DateSent', params.DateSent);
  const before = dayOf('DateSent<', params['DateSent<']);
  const after = dayOf('DateSent>', params['DateSent>']);
  const checks: ((m: MessageRecord) => boolean)[] = [];
  if (to !== undefined) checks.push((m) => m.to === to);
  if (params.From !== undefined) checks.push((m) => m.senderId === params.From);
  if (on || before || after) {
    checks.push((m) => {
      const day = sentAtOf(m)?.slice(0, 10);
      if (!day) return false;
      return (!on || day === on) && (!before || day <= before) && (!after || day >= after);
    });
  }
  return {
    pageSize,
    page,
    ...(params.PageToken ? { cursor: params.PageToken } : {}),
    ...(checks.length > 0 ? { keep: (m: MessageRecord) => checks.every((check) => check(m)) } : {}),
  };
}

export interface TwilioMessagePage {
  end: number;
  first_page_uri: string;
  next_page_uri: string | null;
  page: number;
  page_size: number;
  previous_page_uri: string | null;
  start: number;
  uri: string;
  messages: TwilioMessage[];
}

/** Twilio's list page of what was read; the query of its URIs keeps the filters and the page size. */
export function messagePage(
  accountId: string,
  params: ListParams,
  plan: ListPlan,
  read: { items: MessageRecord[]; nextCursor: string | null },
): TwilioMessagePage {
  const path = `${accountPath(accountId)}/Messages.json`;
  const uriOf = (page: number, token?: string) => {
    const query = new URLSearchParams();
    for (const name of ['To', 'From', 'DateSent', 'DateSent<', 'DateSent>'] as const) {
      const value = params[name];
      if (value !== undefined) query.set(name, value);
    }
    query.set('PageSize', String(plan.pageSize));
    query.set('Page', String(page));
    if (token) query.set('PageToken', token);
    return `${path}?${query.toString()}`;
  };
  const start = plan.page * plan.pageSize;
  return {
    end: start + Math.max(read.items.length - 1, 0),
    first_page_uri: uriOf(0),
    next_page_uri: read.nextCursor ? uriOf(plan.page + 1, read.nextCursor) : null,
    page: plan.page,
    page_size: plan.pageSize,
    previous_page_uri: null,
    start,
    uri: uriOf(plan.page, plan.cursor),
    messages: read.items.map(twilioMessageOf),
  };
}
