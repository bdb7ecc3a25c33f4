/**
 * Every page of the signed-in dashboard: its path, its plain link name, who may see it (the contract's permission of
 * the routes it calls; the API enforces them again) and its module, loaded when first opened. A page for issues still
 * landing is one more entry here. A `parent` page shows it under its own link in the navigation; `inNav: false` keeps
 * it out of the navigation (the top bar's "Your account" links to it).
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
}

const can = (permission: Permission) => (me: Me) => me.permissions.includes(permission);

export const PAGES: readonly PageEntry[] = [
  { path: '/', label: 'Overview', allowed: () => true, load: () => import('./overview') },
  { path: '/send', label: 'Send SMS', allowed: can('messages.send'), load: () => import('./send-sms') },
  { path: '/messages', label: 'Messages', allowed: can('messages.read'), load: () => import('./messages') },
  { path: '/templates', label: 'Templates', allowed: can('messages.read'), load: () => import('./templates') },
  { path: '/contacts', label: 'Contacts', allowed: can('messages.read'), load: () => import('./contacts') },
  { path: '/campaigns', label: 'Campaigns', allowed: can('messages.read'), load: () => import('./campaigns') },
  { path: '/api-keys', label: 'API keys', allowed: can('apikeys.manage'), load: () => import('./api-keys') },
  { path: '/team', label: 'Team', allowed: can('accounts.manage'), load: () => import('./team') },
  { path: '/billing', label: 'Billing', allowed: can('billing.manage'), load: () => import('./billing') },
  {
    path: '/flags',
    label: 'Flags',
    allowed: (me) => me.platformAdmin || me.permissions.includes('moderation.review'),
    load: () => import('./flags'),
  },
  { path: '/audit-log', label: 'Audit log', allowed: can('accounts.manage'), load: () => import('./audit-log') },
  { path: '/settings', label: 'Settings', allowed: can('accounts.manage'), load: () => import('./settings') },
  { path: '/accounts', label: 'Accounts', allowed: (me) => me.platformAdmin, load: () => import('./accounts') },
  {
    path: '/platform-audit-log',
    label: 'Platform audit log',
    allowed: (me) => me.platformAdmin,
    load: () => import('./platform-audit-log'),
  },
  // Issue 15, account and delivery pages (docs/decisions/1510-dashboard-account-pages.md).
  { path: '/account', label: 'Your account', allowed: () => true, load: () => import('./account'), inNav: false },
  {
    path: '/replies',
    label: 'Replies',
    parent: '/messages',
    allowed: can('messages.read'),
    load: () => import('./replies'),
  },
  {
    path: '/opt-outs',
    label: 'Opt-outs',
    parent: '/contacts',
    allowed: can('messages.read'),
    load: () => import('./opt-outs'),
  },
  {
    path: '/webhooks',
    label: 'Webhooks',
    parent: '/settings',
    allowed: can('accounts.manage'),
    load: () => import('./webhooks'),
  },
];
