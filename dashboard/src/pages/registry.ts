/**
 * Every page of the signed-in dashboard: its path, its plain link name, who may see it (the contract's permission of
 * the routes it calls; the API enforces them again) and its module, loaded when first opened. A page for issues still
 * landing is one more entry here. A `parent` page shows it under its own link in the navigation; `inNav: false` keeps
 * it out of the navigation (the top bar's "Your account" links to it).
 *
 * The sidebar lists the pages by job, in GROUPS order and then in this list's order (issue 29;
 * docs/decisions/1530-dashboard-console-layout.md). A `path` with `:id` matches one item's page (a message's detail).
 */
import type { ComponentType } from 'react';
import type { Me, Permission } from '../api/types';

export interface PageEntry {
  path: string;
  label: string;
  allowed: (me: Me) => boolean;
  load: () => Promise<{ default: ComponentType }>;
  parent?: string;
  inNav?: false;
  /** The sidebar's group; a function when it depends on who looks (Flags: the platform's or the account's). */
  group?: NavGroup | ((me: Me) => NavGroup);
}

export const NAV_GROUPS = ['Messaging', 'Audience', 'Developers', 'Account', 'Platform'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** The group a page is listed under for this user; undefined: above the groups (Overview). */
export function groupOf(entry: PageEntry, me: Me): NavGroup | undefined {
  return typeof entry.group === 'function' ? entry.group(me) : entry.group;
}

/** The sidebar's order: the order within each group. */
export const NAV_ORDER = [
  '/',
  '/send',
  '/messages',
  '/conversations',
  '/templates',
  '/verify',
  '/contacts',
  '/lists',
  '/opt-outs',
  '/campaigns',
  '/api-keys',
  '/webhooks',
  '/api-reference',
  '/team',
  '/billing',
  '/settings',
  '/audit-log',
  '/flags',
  '/accounts',
  '/platform-audit-log',
];

/** The entry whose path matches `pathname` (`:id` matches one path segment). */
export function findPage(pathname: string): PageEntry | undefined {
  return PAGES.find((p) =>
    p.path.includes(':') ? new RegExp(`^${p.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(pathname) : p.path === pathname,
  );
}

const can = (permission: Permission) => (me: Me) => me.permissions.includes(permission);

export const PAGES: readonly PageEntry[] = [
  { path: '/', label: 'Overview', allowed: () => true, load: () => import('./overview') },
  {
    path: '/send',
    label: 'Send SMS',
    group: 'Messaging',
    allowed: can('messages.send'),
    load: () => import('./send-sms'),
  },
  {
    path: '/messages',
    label: 'Messages',
    group: 'Messaging',
    allowed: can('messages.read'),
    load: () => import('./messages'),
  },
  {
    path: '/templates',
    label: 'Templates',
    group: 'Messaging',
    allowed: can('messages.read'),
    load: () => import('./templates'),
  },
  {
    path: '/contacts',
    label: 'Contacts',
    group: 'Audience',
    allowed: can('messages.read'),
    load: () => import('./contacts'),
  },
  {
    path: '/campaigns',
    label: 'Campaigns',
    group: 'Audience',
    allowed: can('messages.read'),
    load: () => import('./campaigns'),
  },
  {
    path: '/api-keys',
    label: 'API keys',
    group: 'Developers',
    allowed: can('apikeys.manage'),
    load: () => import('./api-keys'),
  },
  { path: '/team', label: 'Team', group: 'Account', allowed: can('accounts.manage'), load: () => import('./team') },
  {
    path: '/billing',
    label: 'Billing',
    group: 'Account',
    allowed: can('billing.manage'),
    load: () => import('./billing'),
  },
  {
    path: '/flags',
    label: 'Flags',
    group: (me) => (me.platformAdmin ? 'Platform' : 'Account'),
    allowed: (me) => me.platformAdmin || me.permissions.includes('moderation.review'),
    load: () => import('./flags'),
  },
  {
    path: '/audit-log',
    label: 'Audit log',
    group: 'Account',
    allowed: can('accounts.manage'),
    load: () => import('./audit-log'),
  },
  {
    path: '/settings',
    label: 'Settings',
    group: 'Account',
    allowed: can('accounts.manage'),
    load: () => import('./settings'),
  },
  {
    path: '/accounts',
    label: 'Accounts',
    group: 'Platform',
    allowed: (me) => me.platformAdmin,
    load: () => import('./accounts'),
  },
  {
    path: '/platform-audit-log',
    label: 'Platform audit log',
    group: 'Platform',
    allowed: (me) => me.platformAdmin,
    load: () => import('./platform-audit-log'),
  },
  // Issue 15, account and delivery pages (docs/decisions/1510-dashboard-account-pages.md).
  { path: '/account', label: 'Your account', allowed: () => true, load: () => import('./account'), inNav: false },
  // Every reply in a list, reached from Conversations (issue 29: Conversations took its place in the sidebar).
  {
    path: '/replies',
    label: 'Replies',
    parent: '/conversations',
    inNav: false,
    allowed: can('messages.read'),
    load: () => import('./replies'),
  },
  {
    path: '/opt-outs',
    label: 'Opt-outs',
    parent: '/contacts',
    group: 'Audience',
    allowed: can('messages.read'),
    load: () => import('./opt-outs'),
  },
  {
    path: '/webhooks',
    label: 'Webhooks',
    parent: '/settings',
    group: 'Developers',
    allowed: can('accounts.manage'),
    load: () => import('./webhooks'),
  },
  // Issue 29: the console's pages (docs/decisions/1530-dashboard-console-layout.md).
  {
    path: '/lists',
    label: 'Lists',
    group: 'Audience',
    allowed: can('messages.read'),
    load: () => import('./lists'),
  },
  {
    path: '/api-reference',
    label: 'API reference',
    group: 'Developers',
    allowed: () => true,
    load: () => import('./api-reference'),
  },
  {
    path: '/messages/:id',
    label: 'Message',
    parent: '/messages',
    inNav: false,
    allowed: can('messages.read'),
    load: () => import('./message-detail'),
  },
  // Issue 29: replies threaded with the messages to the same number (docs/decisions/1534-conversations.md).
  {
    path: '/conversations',
    label: 'Conversations',
    group: 'Messaging',
    allowed: can('messages.read'),
    load: () => import('./conversations'),
  },
  {
    path: '/conversations/:number',
    label: 'Conversation',
    parent: '/conversations',
    inNav: false,
    allowed: can('messages.read'),
    load: () => import('./conversation'),
  },
  // Issue 31: Verify's conversion, the fraud guard's blocks and the texts per language (docs/decisions/1705-verify-page.md).
  {
    path: '/verify',
    label: 'Verify',
    group: 'Messaging',
    allowed: can('accounts.manage'),
    load: () => import('./verify'),
  },
];
