/** Roles and permissions of the Platform API, exactly as the contract's table gives them. */
export const ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'messages.send',
  'messages.read',
  'templates.manage',
  'contacts.manage',
  'campaigns.manage',
  'apikeys.manage',
  'moderation.review',
  'billing.manage',
  'accounts.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MEMBER_PERMISSIONS: Permission[] = [
  'messages.send',
  'messages.read',
  'templates.manage',
  'contacts.manage',
  'campaigns.manage',
];
const ADMIN_PERMISSIONS: Permission[] = [
  ...MEMBER_PERMISSIONS,
  'apikeys.manage',
  'moderation.review',
  'billing.manage',
  'accounts.manage',
];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  OWNER: ADMIN_PERMISSIONS,
  ADMIN: ADMIN_PERMISSIONS,
  MEMBER: MEMBER_PERMISSIONS,
  VIEWER: ['messages.read'],
};

/** The permissions a role holds. */
export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

/** `verify`: one-time codes by SMS (POST /public/verifications...), charged like any SMS (decision 1701). */
export const API_KEY_SCOPES = ['sms.send', 'sms.read', 'verify'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
